/** /thank-you after a message ([§4](docs/CONTRACT.md#4-flows) Contact: state contactus; [§8](docs/CONTRACT.md#8-notices)'s message); the steps are ./ThankYouSteps.astro. */
import type { ThankYouState } from '../thank-you';

export default { kind: 'contactus', message: 'Your request has been submitted successfully', samples: {} } satisfies ThankYouState;
