/**
 * The portal always keeps a super administrator who can act (activated, not locked): a deletion, a
 * lock or a revocation of the rights that would leave none is refused, in the transaction that
 * makes it, so that two such changes at once cannot both pass.
 */
import type { Db } from '../db/client.ts';
import { superAdminsRepository } from './super-admins-repository.ts';

/**
 * Runs `change` inside transaction `tx`, the super administrators' rows locked first; throws
 * `refusal()` (the transaction then rolls back) when it took the last one who could act (a portal
 * installed without any is left as it is).
 */
export async function keepingASuperAdmin<T>(tx: Db, refusal: () => Error, change: () => Promise<T>): Promise<T> {
  const superAdmins = superAdminsRepository(tx);
  await superAdmins.lock();
  const before = await superAdmins.countActive();
  const result = await change();
  if (before > 0 && (await superAdmins.countActive()) === 0) throw refusal();
  return result;
}
