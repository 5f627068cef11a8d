import type { ProfileEmail } from '@portal/shared';
import type { EmailSettings } from '../../forms/emailValidation/EmailAppsStep.tsx';

/** Only one principal: the one at `index`. */
const principalAt = (emails: ProfileEmail[], index: number) =>
  emails.map((email, i) => ({ ...email, isPrincipal: i === index }));

/** A newly validated address; principal when asked, or when none is (the first added becomes principal). */
export function addEmail(emails: ProfileEmail[], added: ProfileEmail): ProfileEmail[] {
  const next = [...emails, added];
  return added.isPrincipal || !emails.some((email) => email.isPrincipal) ? principalAt(next, next.length - 1) : next;
}

/** New client apps and principal flag for one address. */
export function updateEmail(emails: ProfileEmail[], index: number, settings: EmailSettings): ProfileEmail[] {
  const next = emails.map((email, i) => (i === index ? { ...email, clientApps: settings.clientApps } : email));
  return settings.isPrincipal ? principalAt(next, index) : next;
}

type DeleteFailure = 'lastEmail' | 'principalEmailDelete';

/** Removes an address, unless it is the last one or the principal one (spec section 5). */
export function deleteEmail(
  emails: ProfileEmail[],
  index: number,
): { emails: ProfileEmail[]; failure?: undefined } | { failure: DeleteFailure } {
  if (emails.length <= 1) return { failure: 'lastEmail' };
  if (emails[index]?.isPrincipal) return { failure: 'principalEmailDelete' };
  return { emails: emails.filter((_, i) => i !== index) };
}
