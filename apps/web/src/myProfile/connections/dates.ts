/** « 12 mars 2026 à 14:05 », the user's time zone: how the « Connexions » tab dates things. */
export const frenchDateTime = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
