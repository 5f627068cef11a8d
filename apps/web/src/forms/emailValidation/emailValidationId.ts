const KEY = 'emailValidationId';

/** The id of this tab's e-mail validation: a random UUID kept in session storage. */
export function emailValidationId(): string {
  const kept = sessionStorage.getItem(KEY);
  if (kept) return kept;
  const id = crypto.randomUUID();
  sessionStorage.setItem(KEY, id);
  return id;
}
