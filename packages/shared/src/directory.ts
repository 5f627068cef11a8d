/** The practitioner directory search of the sign-up (spec sections 3, 5, 7 `GET /api/signup/`, 9). */
import type { CivilTitle } from './domain.ts';

export const directoryMessages = {
  filterRequired: 'Veuillez renseigner au moins un des trois filtres "Nom", "Prénom" ou "n° RPPS".',
  noResult: 'Désolé, aucun résultat trouvé. Essayez de faire varier les filtres de recherche.',
} as const;

/** Page sizes: 8 by default (5 up to 768 px wide), options 8, 15, 25, 50; the server caps at 50. */
export const DIRECTORY_ROWS_PER_PAGE = 8;
export const DIRECTORY_ROWS_PER_PAGE_NARROW = 5;
export const DIRECTORY_ROWS_PER_PAGE_OPTIONS = [8, 15, 25, 50] as const;
export const DIRECTORY_MAX_ROWS_PER_PAGE = 50;
export const DIRECTORY_DEBOUNCE_MS = 1000;

/**
 * Spec section 5: at least one of the three filters; a filter counts when it holds a letter or a
 * digit (blanks and punctuation alone search nothing).
 */
export function hasDirectoryFilter(query: Pick<DirectoryQuery, 'firstName' | 'lastName' | 'rpps'>): boolean {
  return [query.firstName, query.lastName, query.rpps].some((value) => /[\p{L}\p{N}]/u.test(value ?? ''));
}

/** `GET /api/signup/` query; `page` is 0-based (MUI's TablePagination). */
export interface DirectoryQuery {
  firstName?: string;
  lastName?: string;
  rpps?: string;
  page?: number;
  rowsPerPage?: number;
}

export interface DirectoryJobPlace {
  label: string;
  city: string;
  zipcode: string;
  /** FINESS number of the site, '' when the file gives none. */
  finess: string;
  /** The job place with that FINESS number, when the portal knows it. */
  jobPlaceId?: string;
}

/** One practitioner (their activity lines grouped); asipDoctorId is the national id, `8` + RPPS. */
export interface DirectoryRow {
  asipDoctorId: string;
  civilTitle: CivilTitle;
  firstName: string;
  lastName: string;
  rpps: string;
  jobPlaces: DirectoryJobPlace[];
  /**
   * Whether an account of the portal holds this RPPS number: it cannot sign up again. RPPS numbers
   * are public (the national directory); the account's addresses are never told.
   */
  hasAccount: boolean;
}

export interface DirectoryAnswer {
  rows: DirectoryRow[];
  count: number;
}
