/**
 * The labels the browser may show before the interface texts arrive (`GET /i18n.json`): its
 * loading state and the configuration's failure. It bundles these alone; the rest come with
 * `/i18n.json`, or from the bundle's copy loaded on demand when that call fails.
 */
export const startLabels = {
  name: 'Portail Anapath',
  loading: 'Chargement…',
  configLoadFailed: 'Erreur lors du chargement de la configuration',
  retry: 'Réessayer',
};
