/** /thank-you after a demo request (§4 Demo request; §8's message); the steps are ./ThankYouSteps.astro. */
import type { ThankYouState } from '../thank-you';

export default { kind: 'demo', message: 'Your request has been submitted successfully', samples: {} } satisfies ThankYouState;
