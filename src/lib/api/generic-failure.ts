/** The notice of a call that got no readable answer, in a module of its own so a page can show it without the envelope's readers. */
import type { Notice } from '../notices';

/** Network failure, timeout, or an answer with no data. */
export const GENERIC_FAILURE: Notice = { kind: 'error', title: 'Sorry, Something went Wrong!', message: 'Please Try again letter!' };
