/** A row of `GET /api/signup/` (spec section 3, directory doctor row) and the answer. */
export type { DirectoryRow as DirectoryDoctor, DirectoryAnswer as DirectoryPage } from '@portal/shared';

export interface DirectoryFilter {
  lastName: string;
  firstName: string;
  rpps: string;
}
