/**
 * The accounts of bench:admin, generated (seeded, so every run has the same): spread over the four
 * active demo centres (8% work in two), French names, 55% RPPS holders, and a state mix close to a
 * live portal's: 2% awaiting validation, 0.5% locked by an administrator, 0.5% throttled now, 2%
 * whose throttle ended.
 */
import { randomUUID } from 'node:crypto';
import { rppsWithCheckDigit } from '../../apps/server/src/directory/rpps-number.ts';
import {
  COMMON_LAST_NAMES,
  FEMALE_FIRST_NAMES,
  MALE_FIRST_NAMES,
  RARE_LAST_NAMES,
} from '../../apps/server/src/directory/names.ts';
import { searchKey } from '../../apps/server/src/directory/search-key.ts';
import type { SeededRandom } from '../../apps/server/src/national-files/random.ts';
import { adminSiteIds } from '../../apps/server/src/seed/reference-data.ts';

export const DAY_MS = 86_400_000;

/** Active demo centres, their share of the accounts and their staff's mail domain. */
export const CENTRES = [
  { id: adminSiteIds.lyon, share: 0.35, city: 'Lyon', domain: 'chu-lyon.fr' },
  { id: adminSiteIds.paris, share: 0.35, city: 'Paris', domain: 'aphp.fr' },
  { id: adminSiteIds.marseille, share: 0.15, city: 'Marseille', domain: 'ap-hm.fr' },
  { id: adminSiteIds.bordeaux, share: 0.15, city: 'Bordeaux', domain: 'chu-bordeaux.fr' },
];
export const MAIL_DOMAINS = [
  ...['gmail.com', 'orange.fr', 'wanadoo.fr', 'laposte.net', 'free.fr'],
  ...['sfr.fr', 'hotmail.fr', 'mssante.fr', 'yahoo.fr'],
];
const RPPS_JOBS = ['10', '10', '10', '10', '60', '86', '21'];
const OTHER_JOBS = ['SEC', 'SEC', 'ASC', 'AUT'];

export interface GeneratedAccount {
  id: string;
  firstName: string;
  lastName: string;
  /** The principal address. */
  email: string;
  rpps: string | null;
  /** Indexes in `CENTRES` of the centres its job places belong to. */
  centres: number[];
}

export interface UserRow {
  account: GeneratedAccount;
  civilTitle: 'M' | 'MME' | 'Other';
  isCorporation: boolean;
  jobCode: string;
  activated: boolean;
  locked: boolean;
  lockedReason: string | null;
  lockedAt: string | null;
  failed: number;
  throttledUntil: string | null;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  createdAt: string;
  activatedAt: string | null;
  lastSignInAt: string | null;
}

export const slug = (text: string) => searchKey(text).replace(/ /g, '-');

/** A moment `from`–`to` days ago, as an ISO string. */
export const daysAgo = (r: SeededRandom, from: number, to: number) =>
  new Date(Date.now() - (from + r.next() * (to - from)) * DAY_MS).toISOString();

function pickCentre(r: SeededRandom): number {
  let x = r.next();
  for (const [c, centre] of CENTRES.entries()) if ((x -= centre.share) < 0) return c;
  return CENTRES.length - 1;
}

function generateUser(r: SeededRandom, i: number): UserRow {
  const centre = pickCentre(r);
  const centres = r.next() < 0.08 ? [centre, (centre + 1 + r.int(CENTRES.length - 1)) % CENTRES.length] : [centre];
  const female = r.next() < 0.55;
  const corporation = r.next() < 0.02;
  const family = r.next() < 0.35 ? r.pick(COMMON_LAST_NAMES) : r.pick(RARE_LAST_NAMES);
  const lastName = corporation ? `Cabinet ${family}` : family;
  const firstName = corporation ? '' : r.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const rppsHolder = !corporation && r.next() < 0.55;
  const local = corporation ? slug(lastName) : `${slug(firstName)}.${slug(lastName)}`;
  const domain = r.next() < 0.3 ? CENTRES[centre]!.domain : r.pick(MAIL_DOMAINS);
  const state = r.next();
  const awaiting = state < 0.02;
  const locked = state >= 0.02 && state < 0.025;
  const throttled = state >= 0.025 && state < 0.03;
  const throttleOver = state >= 0.03 && state < 0.05;
  const createdAt = awaiting ? daysAgo(r, 0, 30) : daysAgo(r, 30, 6 * 365);
  let throttledUntil: string | null = null;
  if (throttled) throttledUntil = new Date(Date.now() + 3600_000).toISOString();
  else if (throttleOver) throttledUntil = daysAgo(r, 1, 300);
  return {
    account: {
      id: randomUUID(),
      firstName,
      lastName,
      email: `${local}${i}@${domain}`,
      rpps: rppsHolder ? rppsWithCheckDigit(String(1_002_000_000 + i)) : null,
      centres,
    },
    civilTitle: corporation ? 'Other' : female ? 'MME' : 'M',
    isCorporation: corporation,
    jobCode: rppsHolder ? r.pick(RPPS_JOBS) : r.pick(OTHER_JOBS),
    activated: !awaiting,
    locked,
    lockedReason: locked ? 'Verrouillé par un administrateur (bench)' : null,
    lockedAt: locked ? daysAgo(r, 0, 200) : null,
    failed: throttled || throttleOver ? 10 + r.int(6) : r.next() < 0.05 ? 1 + r.int(5) : 0,
    throttledUntil,
    isAdmin: false,
    isSuperAdmin: false,
    createdAt,
    activatedAt: awaiting ? null : new Date(Date.parse(createdAt) + DAY_MS).toISOString(),
    lastSignInAt: awaiting || r.next() < 0.15 ? null : daysAgo(r, 0, 90),
  };
}

export function generateUsers(r: SeededRandom, count: number): UserRow[] {
  return Array.from({ length: count }, (_, i) => generateUser(r, i));
}

/** An administrator the bench signs in as: activated, no second factor, no job place. */
export function benchAdmin(email: string, lastName: string, superAdmin: boolean): UserRow {
  const longAgo = new Date(Date.now() - 1000 * DAY_MS).toISOString();
  return {
    account: { id: randomUUID(), firstName: 'Banc', lastName, email, rpps: null, centres: [] },
    civilTitle: 'M',
    isCorporation: false,
    jobCode: 'AUT',
    activated: true,
    locked: false,
    lockedReason: null,
    lockedAt: null,
    failed: 0,
    throttledUntil: null,
    isAdmin: !superAdmin,
    isSuperAdmin: superAdmin,
    createdAt: longAgo,
    activatedAt: longAgo,
    lastSignInAt: null,
  };
}
