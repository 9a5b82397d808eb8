/** /thank-you after a demo request ([§4](docs/CONTRACT.md#4-flows) Demo request; [§8](docs/CONTRACT.md#8-notices)'s message); the steps are ./ThankYouSteps.astro. */
import type { ThankYouState } from '../thank-you';

export default { kind: 'demo', message: 'Your request has been submitted successfully', samples: {} } satisfies ThankYouState;
