/**
 * An identity against another, written once for the portal: the directory's verdict on an account
 * (the administration's board and account page, a pending change), and Pro Santé Connect's
 * certified names against an account's. Names are compared by their search keys (`searchKey`: case,
 * accents, ligatures and apostrophes ignored, hyphens and spaces alike: "JEAN-PIERRE D'ALMEIDA" is
 * "Jean Pierre Dalmeida"); an empty name matches nothing. Civil titles are compared when both say
 * one ("Non défini" neither agrees nor disagrees). A corporation has no first name: its company
 * name is its last name.
 */
import type { CivilTitle, DirectoryCheck, DirectoryRecord, RppsCheck } from '@portal/shared';
import { searchKey } from './search-key.ts';

export interface Names {
  firstName: string;
  lastName: string;
}

export interface DeclaredIdentity extends Names {
  civilTitle: CivilTitle;
  isCorporation: boolean;
}

export function sameName(a: string, b: string): boolean {
  const key = searchKey(a);
  return key !== '' && key === searchKey(b);
}

/** First and last names alike (a corporation's last name alone). */
export function sameNames(account: Names & { isCorporation?: boolean }, other: Names): boolean {
  return (
    sameName(account.lastName, other.lastName) &&
    (account.isCorporation === true || sameName(account.firstName, other.firstName))
  );
}

const sameCivilTitle = (a: CivilTitle, b: CivilTitle) => a === 'Other' || b === 'Other' || a === b;

/** What the directory's record for its RPPS (`null`: none) says of an account's identity. */
export function directoryCheck(identity: DeclaredIdentity, record: DirectoryRecord | null): DirectoryCheck {
  if (!record) return 'unknown';
  const agrees =
    sameNames(identity, record) && (identity.isCorporation || sameCivilTitle(identity.civilTitle, record.civilTitle));
  return agrees ? 'match' : 'mismatch';
}

/**
 * An account's RPPS as the administration sees it, from what was just read: the directory's
 * record for it and whether Pro Santé Connect certified it for this account. `null` without RPPS.
 */
export function rppsCheck(
  identity: DeclaredIdentity & { rpps: string | null },
  record: DirectoryRecord | null,
  certified: boolean,
): RppsCheck | null {
  if (!identity.rpps) return null;
  return {
    rpps: identity.rpps,
    directoryRecord: record,
    directoryCheck: directoryCheck(identity, record),
    source: certified ? 'certified' : 'declared',
  };
}
