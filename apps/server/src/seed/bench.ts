/** Accounts for load benchmarks: activated, no second factor by app. */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { emails, users } from '../db/schema.ts';
import { seedReferenceData } from './reference-data.ts';

export const BENCH_PASSWORD = 'Bench-Portail-2026!';

/** `i` runs from 1 to the count given to createBenchAccounts. */
export const benchEmail = (i: number) => `bench-${i}@bench.portail-anapath.fr`;

const BATCH = 500;

/** Creates the missing accounts among bench-1 … bench-{count}; answers all their addresses. */
export async function createBenchAccounts(
  db: Db,
  count: number,
  hashPassword: (password: string) => Promise<string>,
): Promise<string[]> {
  await seedReferenceData(db);
  const addresses = Array.from({ length: count }, (_, i) => benchEmail(i + 1));
  // One hash for all: the benchmark measures verification, not seeding.
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  for (let start = 0; start < addresses.length; start += BATCH) {
    const batch = addresses.slice(start, start + BATCH);
    await db.transaction(async (tx) => {
      const existing = await tx.select({ email: emails.email }).from(emails).where(inArray(emails.email, batch));
      const taken = new Set(existing.map((row) => row.email));
      const missing = batch.filter((email) => !taken.has(email)).map((email) => ({ email, userId: randomUUID() }));
      if (missing.length === 0) return;
      await tx.insert(users).values(
        missing.map(({ email, userId }) => ({
          id: userId,
          civilTitle: 'Other' as const,
          firstName: 'Banc',
          lastName: `d'essai ${email.slice(0, email.indexOf('@'))}`,
          activated: true,
          passwordHash,
          jobCode: 'SEC',
        })),
      );
      await tx.insert(emails).values(missing.map(({ email, userId }) => ({ userId, email, isPrincipal: true })));
    });
  }
  return addresses;
}
