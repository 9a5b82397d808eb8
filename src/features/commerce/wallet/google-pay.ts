/**
 * Google's wallet on /testpay, under Trusted Types. @google-pay/button-react loads pay.js by giving a script
 * element a string address and writes its button styles with innerHTML: two sinks the page refuses strings for
 * (`require-trusted-types-for 'script'`). So the island does both first, safely, and the button finds them done:
 * it loads pay.js only while `google.payments.api.PaymentsClient` is missing, and adds its styles only while no
 * element has their id.
 */
import { GOOGLE_PAY_ORIGIN, TRUSTED_TYPES_POLICIES } from '../../../lib/security';
import { refuse, trustedPolicy, type TrustedPolicy } from '../../../lib/trusted-types';

/** Google's wallet script: the one address the `google-pay` policy gives a script. */
export const GOOGLE_PAY_SCRIPT = `${GOOGLE_PAY_ORIGIN}/gp/p/js/pay.js`;

/** The `google-pay` policy's one rule: Google's wallet script passes, any other address throws. */
export function payScriptOnly(url: string): string {
  return url === GOOGLE_PAY_SCRIPT ? url : refuse(TRUSTED_TYPES_POLICIES.googlePay, `the script address ${url}`);
}

/**
 * The button's styles, and the id under which the button looks for them before writing its own
 * (`default-google-style-<its container class>-<its locale>`; the page sets no locale). /testpay allows this text
 * by its hash in style-src.
 */
export const BUTTON_STYLE_ID = 'default-google-style-google-pay-button-container-undefined';
export const BUTTON_STYLE =
  '.google-pay-button-container{display:inline-block}.google-pay-button-container.not-ready{width:0;height:0;overflow:hidden}';

/** Adds the button's styles as text (a style's text is no Trusted Types sink), once. */
export function addButtonStyle(): void {
  if (document.getElementById(BUTTON_STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = BUTTON_STYLE_ID;
  style.textContent = BUTTON_STYLE;
  document.head.append(style);
}

let policy: TrustedPolicy | undefined;
let loading: Promise<void> | undefined;

/** Loads Google's wallet script once, through the `google-pay` policy; rejects when it cannot load (a later call tries again). */
export function loadGooglePay(): Promise<void> {
  if ('google' in window && window.google.payments?.api?.PaymentsClient) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    policy ??= trustedPolicy(TRUSTED_TYPES_POLICIES.googlePay, { createScriptURL: payScriptOnly });
    const script = document.createElement('script');
    script.src = policy.createScriptURL(GOOGLE_PAY_SCRIPT);
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => {
      script.remove();
      loading = undefined;
      reject(new Error(`Google Pay's script could not load: ${GOOGLE_PAY_SCRIPT}`));
    });
    document.body.append(script);
  });
  return loading;
}
