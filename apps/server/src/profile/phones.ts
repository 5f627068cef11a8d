import { normalizePhone, type ProfilePatch } from '@portal/shared';

/** The phones of a change set: without blanks and repeats; one principal at most, a lone phone the principal one. */
export function planPhones(list: NonNullable<ProfilePatch['phones']>) {
  const byNumber = new Map<string, boolean>();
  for (const { phone, isPrincipal } of list.filter((entry) => entry.phone.trim() !== '')) {
    const number = normalizePhone(phone);
    byNumber.set(number, (byNumber.get(number) ?? false) || isPrincipal === true);
  }
  const phones = [...byNumber].map(([phone, isPrincipal]) => ({ phone, isPrincipal }));
  if (phones.length === 1) phones[0]!.isPrincipal = true;
  return phones;
}
