/**
 * A sign-up pre-filled by Pro Santé Connect (`pscUserInfo` in the payload): the certified RPPS and
 * names may not be changed; the data are used once, in the account's transaction, which also links
 * the account to its Pro Santé Connect identity.
 */
import { pscMessages, type SignupPayload } from '@portal/shared';
import { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/client.ts';
import { refused } from '../http/errors.ts';
import { sha256 } from '../security/codes.ts';
import { readPscClaims, type PscIdentity } from './claims.ts';
import { pscRepository } from './repository.ts';

const same = (sent: string | undefined, certified: string) => !certified || (sent ?? '').trim() === certified;

/** Before the transaction: the certified identity, or a refusal naming the field changed. */
export async function checkPscSignUp(db: Db, payload: SignupPayload, browserToken: string | undefined) {
  const reference = payload.pscUserInfo ?? '';
  const claims = browserToken ? await pscRepository(db).findUserInfo(sha256(reference), sha256(browserToken)) : null;
  if (!claims) throw refused(pscMessages.userInfoExpired, 'pscUserInfo');
  const identity = readPscClaims(claims);
  if (identity.rpps && payload.rpps !== identity.rpps) throw refused(pscMessages.fieldLocked, 'rpps');
  if (!same(payload.lastName, identity.lastName)) throw refused(pscMessages.fieldLocked, 'lastName');
  if (!same(payload.firstName, identity.firstName)) throw refused(pscMessages.fieldLocked, 'firstName');
  return identity;
}

/** Inside the account's transaction: the data used (once), the account linked. */
export async function completePscSignUp(
  tx: Db,
  {
    reference,
    browserToken,
    userId,
    identity,
  }: { reference: string; browserToken: string; userId: string; identity: PscIdentity },
) {
  const repository = pscRepository(tx);
  if (!(await repository.useUserInfo(sha256(reference), sha256(browserToken)))) {
    throw refused(pscMessages.userInfoExpired, 'pscUserInfo');
  }
  if (!identity.rpps) return;
  await repository.link(userId, identity.rpps);
  await recordAudit(tx, { action: 'pscLinked', subjectId: userId });
}
