/**
 * The sandbox API's route table: one handler per call of SPEC [§7](docs/CONTRACT.md#7-calls), plus stand-in pages and the request log.
 * The handlers live in routes/, one file per resource.
 */
import { ok } from './http.ts';
import { countries, services } from './routes/catalogue.ts';
import type { Handler, Route } from './routes/context.ts';
import { contactUs } from './routes/contact.ts';
import { requestDemo } from './routes/demo.ts';
import { paymentHistory } from './routes/history.ts';
import { invoiceFile, partnerInvoice } from './routes/invoices.ts';
import { clearRequests, copyUser, listCharges, listRequests } from './routes/log.ts';
import { login } from './routes/login.ts';
import { newsletter } from './routes/newsletter.ts';
import { forgotPassword, resetPassword } from './routes/passwords.ts';
import { membershipPayment } from './routes/payments.ts';
import { registerTrial } from './routes/registration.ts';
import { standIn } from './routes/stand-in.ts';

const index: Handler = () => ok({ name: 'ParkCloud sandbox API', docs: 'sandbox/README.md' }, 200);

export const ROUTES: readonly Route[] = [
  { method: 'GET', pattern: /^\/$/, handler: index },
  { method: 'GET', pattern: /^\/services$/, handler: services },
  { method: 'GET', pattern: /^\/countries$/, handler: countries },
  { method: 'POST', pattern: /^\/save-request-demo$/, handler: requestDemo },
  { method: 'POST', pattern: /^\/trial-registration$/, handler: registerTrial },
  { method: 'POST', pattern: /^\/multiple-trial-registration$/, handler: registerTrial },
  { method: 'POST', pattern: /^\/oauth\/access_token$/, handler: login },
  { method: 'POST', pattern: /^\/user\/reset-password\/email$/, handler: forgotPassword },
  { method: 'POST', pattern: /^\/user\/reset-password$/, handler: resetPassword },
  { method: 'POST', pattern: /^\/save-contact-us$/, handler: contactUs },
  { method: 'POST', pattern: /^\/newsletter$/, handler: newsletter },
  { method: 'POST', pattern: /^\/membership-payment$/, handler: membershipPayment },
  { method: 'GET', pattern: /^\/partner\/payment-history$/, handler: paymentHistory },
  { method: 'GET', pattern: /^\/partner\/invoice$/, handler: partnerInvoice },
  { method: 'GET', pattern: /^\/invoice\/pdf\/([^/]+)$/, handler: invoiceFile('pdf') },
  { method: 'GET', pattern: /^\/invoice\/jpg\/([^/]+)$/, handler: invoiceFile('jpg') },
  { method: 'GET', pattern: /^\/stand-in(?:\/.*)?$/, handler: standIn },
  { method: 'GET', pattern: /^\/__sandbox\/requests$/, handler: listRequests },
  { method: 'DELETE', pattern: /^\/__sandbox\/requests$/, handler: clearRequests },
  { method: 'GET', pattern: /^\/__sandbox\/charges$/, handler: listCharges },
  { method: 'POST', pattern: /^\/__sandbox\/users$/, handler: copyUser },
];

export type Match =
  | { readonly kind: 'found'; readonly handler: Handler; readonly params: string[] }
  | { readonly kind: 'wrong-method'; readonly allow: string }
  | { readonly kind: 'none' };

/** The route for a method and path. HEAD is served as GET. */
export function findRoute(method: string, path: string): Match {
  const wanted = method === 'HEAD' ? 'GET' : method;
  const candidates = ROUTES.filter((route) => route.pattern.test(path));
  const route = candidates.find((candidate) => candidate.method === wanted);
  if (route) return { kind: 'found', handler: route.handler, params: (route.pattern.exec(path) ?? []).slice(1).map((group) => group ?? '') };
  if (candidates.length > 0)
    return { kind: 'wrong-method', allow: [...new Set(candidates.map((candidate) => candidate.method)), 'OPTIONS'].join(', ') };
  return { kind: 'none' };
}
