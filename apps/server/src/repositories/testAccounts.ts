/** Accounts for repository tests, written through the seeding code with a fake hash. */
import type { Db } from '../db/client.ts';
import { insertAccount, type AccountSpec } from '../seed/accounts.ts';
import { seedReferenceData } from '../seed/referenceData.ts';

let serial = 0;

export async function createTestAccount(
  db: Db,
  spec: Partial<AccountSpec> = {},
): Promise<{ userId: string; email: string }> {
  await seedReferenceData(db);
  serial += 1;
  const email = spec.emails?.[0] ?? `compte-${serial}@exemple.fr`;
  const userId = await insertAccount(db, {
    civilTitle: 'MME',
    firstName: 'Alice',
    lastName: `Martin ${serial}`,
    passwordHash: 'hash',
    activated: true,
    ...spec,
    emails: spec.emails ?? [email],
  });
  return { userId, email };
}
