/** /thank-you after a message (§4 Contact: state contactus; §8's message); the steps are ./ThankYouSteps.astro. */
import type { ThankYouState } from '../thank-you';

export default { kind: 'contactus', message: 'Your request has been submitted successfully', samples: {} } satisfies ThankYouState;
