/** French answers of the server's own checks: session, rights, cross-site requests, malformed calls. */
export const httpMessages = {
  signInRequired: 'Vous devez être connecté.',
  forbidden: "Vous n'avez pas le droit d'effectuer cette action.",
  notFound: 'Ressource introuvable.',
  invalidRequest: 'Requête invalide.',
  xsrfRefused: 'Requête refusée : jeton de sécurité absent ou invalide. Rechargez la page.',
  notFromPortal: 'Requête refusée : elle ne vient pas du portail.',
  unknownClientApp: "Cette application n'existe pas.",
  emailNotOwned: "Cette adresse email n'appartient pas à votre compte.",
} as const;
