/**
 * The messages the browser's first load may show (a call refused or failed, the texts' failure, the
 * password just changed): it bundles these alone; the other `messages` come with the screens that
 * show them.
 */
export const startMessages = {
  tooManyRequests: 'Vous avez effectué trop de tentatives, veuillez attendre quelques secondes',
  genericError: 'Une erreur est survenue.',
  translationsFailed: 'Erreur lors du chargement des langues.',
  passwordChanged: 'Mot de passe modifié avec succès',
} as const;
