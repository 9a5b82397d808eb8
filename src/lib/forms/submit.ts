/**
 * The one way a form sends. A capability's module declares its action (the typed call, the statuses that
 * count as success, its own entry of the [§8](docs/CONTRACT.md#8-notices) catalogue); the form says where a success leads, and the conversion it
 * counts as. `runAction` does the rest: call, decide success, the conversion's event, notices, then navigate or
 * let the form be used again. useForm() wraps it
 * with the lock, so every form sends at most one request per intent.
 */
import { languageOfPath, pathInLanguage } from '../../i18n/languages';
import type { ApiResult } from '../api/http';
import { failureNotices, noAnswerNotices, outcomeUnknown, serverFieldErrors, succeeded, type FailureMapping } from '../api/outcome';
import { navigate } from '../navigation-state';
import { detach } from '../lazy';
import { measureConversion, type Conversion } from '../measurement';
import { notifyAll, type Notice } from '../notices';

/** What a capability sends, and how its answer is judged. */
export interface FormAction<Input, Answer = unknown> {
  /** Makes the call. */
  readonly call: (input: Input) => Promise<ApiResult>;
  /** The statuses that count as success ([§4](docs/CONTRACT.md#4-flows), [§7](docs/CONTRACT.md#7-calls)). */
  readonly success: readonly number[];
  /**
   * Whether the form goes on with the success's body (a token, a registration, a charge's record). When it
   * does, a success status whose body is empty or not JSON is no success: the "no data" failure, or an unknown
   * outcome for a call that charges. When it does not, the status alone is the answer ([§7](docs/CONTRACT.md#7-calls): "201 is success")
   * and the body is not read. Every form says which, so the rule is never a default nobody chose.
   */
  readonly needsBody: boolean;
  /** Its entry of [§8](docs/CONTRACT.md#8-notices)'s catalogue: the notices of a failed answer that carried JSON (the kernel says the rest). */
  readonly failure: FailureMapping;
  /** Whether the server's first message of each field also appears beside that field. */
  readonly fieldErrors?: boolean;
  /** What the form needs from a success body (with `needsBody`); null makes the answer [§8](docs/CONTRACT.md#8-notices)'s "no data" failure. */
  readonly read?: (body: unknown) => Answer | null;
  /**
   * The call may charge a card: when its outcome is unknown (src/lib/api/outcome.ts `outcomeUnknown`) the
   * notices show as for any failure, but the form is held ('unknown') instead of opened again, so the same
   * click cannot charge the card a second time.
   */
  readonly charges?: boolean;
}

/** Where a success leads. */
export interface Landing {
  /** Notices: shown on the next page when `go` is set without a delay, here otherwise. */
  readonly notices?: readonly Notice[];
  /** The address the browser goes to; the form stays locked until it has left. */
  readonly go?: string;
  /** Navigation state carried to `go` (src/lib/navigation-state.ts). */
  readonly state?: unknown;
  /** How long the notices show here before the browser goes. */
  readonly delayMs?: number;
  /** Empty the form. */
  readonly reset?: boolean;
  /**
   * The conversion this success counts as (src/lib/measurement): its name and where it happened, never who. Sent
   * once, before any navigation, when PUBLIC_ANALYTICS_URL is set.
   */
  readonly conversion?: Conversion;
}

/** What the form does with the outcome. */
export interface FormHooks {
  readonly reset: () => void;
  readonly showServerErrors: (messages: Record<string, string>) => void;
}

/** Acts on a failed submit: its result, and the [§8](docs/CONTRACT.md#8-notices) notices it showed (a success without data is [§8](docs/CONTRACT.md#8-notices)'s "no data"). */
export type FailureHook = (result: ApiResult, notices: readonly Notice[]) => void | Promise<void>;

/**
 * How a submit ended: the browser is leaving (the form stays locked), the form can be used again, or a call
 * that charges has an unknown outcome (the form stays held until the visitor has checked).
 */
export type RunEnd = 'leaving' | 'open' | 'unknown';

/**
 * Sends `input` through `action`. On success `land` says where to go; on failure the [§8](docs/CONTRACT.md#8-notices) notices show (and
 * the server's field messages, where the action asks), `onFailure` may act on the result and the notices it
 * showed (e.g. say them inside a dialog too), and everything typed stays.
 */
export async function runAction<Input, Answer>(
  action: FormAction<Input, Answer>,
  input: Input,
  land: (answer: Answer, input: Input) => Landing,
  hooks: FormHooks,
  onFailure?: FailureHook,
): Promise<RunEnd> {
  const result = await action.call(input);
  let notices: readonly Notice[] = noAnswerNotices(action.failure);
  if (succeeded(result, action.success, action.needsBody) && result.kind === 'response') {
    const answer = action.read ? action.read(result.body) : (result.body as Answer);
    // A form the status alone answers goes on whatever the body held; one that needs the body, only with its data.
    if (!action.needsBody || answer !== null) return follow(land(answer as Answer, input), hooks);
  } else {
    if (action.fieldErrors) hooks.showServerErrors(serverFieldErrors(result));
    notices = failureNotices(result, action.failure);
  }
  // Awaited, so a notice whose code cannot be loaded ends in the form's reload message.
  await notifyAll(notices);
  await onFailure?.(result, notices);
  return action.charges && outcomeUnknown(result) ? 'unknown' : 'open';
}

async function follow(landing: Landing, hooks: FormHooks): Promise<RunEnd> {
  const { notices = [], go, state, delayMs, reset, conversion } = landing;
  // First, while the page is still here: the event leaves with keepalive, so the navigation below cannot cut it off.
  if (conversion) measureConversion(conversion);
  if (reset) hooks.reset();
  if (go === undefined) {
    detach(notifyAll(notices));
    return 'open';
  }
  // The landing in the visitor's language: a form on /fr/contact-us lands on /fr/thank-you.
  const href = pathInLanguage(go, languageOfPath(typeof location === 'undefined' ? '/' : location.pathname));
  if (delayMs === undefined) {
    navigate(go, state, notices, href);
    return 'leaving';
  }
  // The notices show for the whole delay, however long their code took to load.
  await notifyAll(notices);
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  navigate(go, state, [], href);
  return 'leaving';
}
