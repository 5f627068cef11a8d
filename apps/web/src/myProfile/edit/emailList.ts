import type { ProfileEmail } from '@portal/shared';
import type { EmailSettings } from '../../forms/emailValidation/EmailAppsStep.tsx';

/** An address of the form; one deleted there is only marked until `Valider` saves the form. */
export type FormEmail = ProfileEmail & { markedForDeletion?: boolean };

/** The addresses the form keeps (what `Valider` sends). */
export const keptEmails = (emails: FormEmail[]) => emails.filter((email) => !email.markedForDeletion);

/** Only one principal: the one at `index`. */
const principalAt = (emails: FormEmail[], index: number) =>
  emails.map((email, i) => ({ ...email, isPrincipal: i === index }));

/** A newly validated address; principal when asked, or when none is (the first added becomes principal). */
export function addEmail(emails: FormEmail[], added: ProfileEmail): FormEmail[] {
  const next = [...emails, added];
  return added.isPrincipal || !emails.some((email) => email.isPrincipal) ? principalAt(next, next.length - 1) : next;
}

/** New client apps and principal flag for one address. */
export function updateEmail(emails: FormEmail[], index: number, settings: EmailSettings): FormEmail[] {
  const next = emails.map((email, i) => (i === index ? { ...email, clientApps: settings.clientApps } : email));
  return settings.isPrincipal ? principalAt(next, index) : next;
}

type DeleteFailure = 'lastEmail' | 'principalEmailDelete';

/** Marks an address for deletion, unless it is the last one kept or the principal one (spec section 5). */
export function markForDeletion(
  emails: FormEmail[],
  index: number,
): { emails: FormEmail[]; failure?: undefined } | { failure: DeleteFailure } {
  if (keptEmails(emails).length <= 1) return { failure: 'lastEmail' };
  if (emails[index]?.isPrincipal) return { failure: 'principalEmailDelete' };
  return { emails: emails.map((email, i) => (i === index ? { ...email, markedForDeletion: true } : email)) };
}

/** Keeps an address marked for deletion. */
export const keepEmail = (emails: FormEmail[], index: number): FormEmail[] =>
  emails.map((email, i) => (i === index ? { ...email, markedForDeletion: false } : email));
