/** Writes one account with its addresses, phones, workplaces and centres. */
import { randomUUID } from 'node:crypto';
import type { CivilTitle } from '@portal/shared';
import type { Db } from '../db/client.ts';
import { emails, phones, userAdminSites, userJobPlaces, users } from '../db/schema.ts';

export interface AccountSpec {
  civilTitle: CivilTitle;
  firstName: string;
  lastName: string;
  rpps?: string | null;
  isCorporation?: boolean;
  activated?: boolean;
  locked?: boolean;
  isAdmin?: boolean;
  isSuperAdmin?: boolean;
  passwordHash: string;
  totpSecret?: string | null;
  totpValidated?: boolean;
  jobCode?: string | null;
  /** The first one is the principal address. */
  emails: string[];
  /** Stored as given (+33 form); the first one is the principal phone. */
  phones?: string[];
  jobPlaces?: { jobPlaceId: string; adminSiteId: string }[];
  adminSiteIds?: string[];
}

/** Call it inside a transaction: an account is written whole or not at all. */
export async function insertAccount(db: Db, spec: AccountSpec): Promise<string> {
  const { emails: addresses, phones: numbers = [], jobPlaces = [], adminSiteIds = [] } = spec;
  const userId = randomUUID();
  await db.insert(users).values({
    id: userId,
    civilTitle: spec.civilTitle,
    firstName: spec.firstName,
    lastName: spec.lastName,
    rpps: spec.rpps ?? null,
    isCorporation: spec.isCorporation ?? false,
    activated: spec.activated ?? true,
    locked: spec.locked ?? false,
    isAdmin: spec.isAdmin ?? false,
    isSuperAdmin: spec.isSuperAdmin ?? false,
    passwordHash: spec.passwordHash,
    totpSecret: spec.totpSecret ?? null,
    totpValidated: spec.totpValidated ?? false,
    jobCode: spec.jobCode ?? null,
  });
  if (addresses.length > 0) {
    await db.insert(emails).values(addresses.map((email, i) => ({ userId, email, isPrincipal: i === 0 })));
  }
  if (numbers.length > 0) {
    await db.insert(phones).values(numbers.map((phone, i) => ({ userId, phone, isPrincipal: i === 0 })));
  }
  if (jobPlaces.length > 0) {
    await db.insert(userJobPlaces).values(jobPlaces.map((place) => ({ userId, ...place })));
  }
  if (adminSiteIds.length > 0) {
    await db.insert(userAdminSites).values(adminSiteIds.map((adminSiteId) => ({ userId, adminSiteId })));
  }
  return userId;
}
