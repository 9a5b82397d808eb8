/**
 * Whom a visitor who needs a person can ask: the mailbox labelled Support (else the first) and the office's phone,
 * from content/settings/site.yaml. The card forms name it when a payment's outcome is unknown; /accessibility
 * and /security name it for reports.
 */

/** A mailbox and a phone. */
export interface SupportContact {
  readonly email: string;
  readonly phone: string;
}

/** The support contact of the site settings: the mailbox labelled Support (else the first) and the office's phone. */
export function supportContactOf(settings: {
  readonly mailboxes: readonly { readonly label: string; readonly email: string }[];
  readonly office: { readonly phone: string };
}): SupportContact {
  const mailbox = settings.mailboxes.find((candidate) => /support/i.test(candidate.label)) ?? settings.mailboxes[0];
  return { email: mailbox?.email ?? '', phone: settings.office.phone };
}
