/**
 * The SPA's page the new-browser e-mail links to: `/#/end-session/{token}`. A module of its own: the
 * routes of the first load import it, not the « Connexions » tab's texts.
 */
export const END_SESSION_ROUTE = 'end-session';
