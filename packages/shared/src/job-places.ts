/** The job place search of the job place dialog (spec sections 7 `GET /api/jobs/places` and 9). */

/** Page sizes of the job place table; 10 by default (5 up to 768 px wide). */
export const JOB_PLACE_PAGE_SIZES = [5, 10, 20, 50] as const;
export const JOB_PLACE_ROWS_PER_PAGE = 10;
export const JOB_PLACE_ROWS_PER_PAGE_NARROW = 5;
/** The job place search waits this long after the last keystroke. */
export const JOB_PLACES_DEBOUNCE_MS = 500;
/** At most this many suggested job places are listed first. */
export const MAX_SUGGESTED_JOB_PLACES = 50;

export const jobPlacesMessages = {
  labelTooLong: 'Le nom de l’établissement est trop long.',
  zipcodeInvalid: 'Le code postal doit contenir au plus 5 chiffres.',
  cityTooLong: 'Le nom de la ville est trop long.',
  pageInvalid: 'La page doit être un entier positif ou nul.',
  pageTooLarge: 'La page demandée est trop grande.',
  rowsPerPageInvalid: 'Le nombre de lignes par page doit valoir 5, 10, 20 ou 50.',
  jobPlaceIdInvalid: 'Identifiant de lieu d’exercice invalide.',
  tooManySuggested: 'Trop de lieux d’exercice suggérés.',
  onlyRppsJobsInvalid: 'onlyRppsJobs doit valoir true ou false.',
} as const;
