/**
 * The texts of the provider's own pages (`apps/server/src/oidc/pages.ts`), written as HTML by the
 * server outside the single-page app.
 */
export const signOutPageLabels = {
  title: 'Déconnexion',
  /** The request names this very session (the portal's own sign-out, an app's): no question asked. */
  signingOut: 'Déconnexion de toutes vos applications en cours…',
  question: 'Voulez-vous vous déconnecter du Portail Anapath et de toutes vos applications ?',
  /** Why the question: a link anyone may have sent, or an application's sign-out of another session. */
  explanation:
    "Cette demande de déconnexion ne vient pas de votre session en cours. Si vous ne l'avez pas faite, restez connecté.",
  confirm: 'Me déconnecter',
  staySignedIn: 'Rester connecté',
} as const;

/**
 * The page a form post answers when it hands the user back to an application on another origin: it
 * goes on by itself at once; the link serves a browser that does not.
 */
export const handBackPageLabels = {
  title: 'Retour vers l’application…',
  link: 'Poursuivre vers l’application',
} as const;
