/** Accounts for repository tests, written through the accounts repository with a fake hash. */
import { accountsRepository, type AccountSpec } from '../accounts/repository.ts';
import type { Db } from '../db/client.ts';
import { seedReferenceData } from './reference-data.ts';

let serial = 0;

export async function createTestAccount(
  db: Db,
  spec: Partial<AccountSpec> = {},
): Promise<{ userId: string; email: string }> {
  await seedReferenceData(db);
  serial += 1;
  const email = spec.emails?.[0] ?? `compte-${serial}@exemple.fr`;
  const userId = await accountsRepository(db).insertAccount({
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
