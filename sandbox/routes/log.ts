/** The sandbox's own calls for the test runner: its request log and the charges its gateway made. */
import { json, ok } from '../http.ts';
import type { Handler } from './context.ts';

export const listRequests: Handler = ({ state }) => json(200, state.requests());

/** The charges the sandbox's gateway made (no card data): who, what, and whether the answer was lost. */
export const listCharges: Handler = ({ state }) => json(200, state.charges());

export const clearRequests: Handler = ({ state }) => {
  const cleared = state.requests().length;
  state.clearRequests();
  return ok({ cleared }, 200);
};
