/** One redemption of a code or a refresh token, even when two requests present it at once. */
import { errors } from 'oidc-provider';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { prepared, renderedOnce, rowsOf, value } from '../db/sql.ts';

const writeStatements = renderedOnce();

/**
 * Consumes a code or a refresh token in one conditional update: the request whose update marked the
 * row is the one redemption. Any other (at the same time, or one that read the row before it was
 * consumed) finds nothing to mark: the grant is revoked, its tokens (the winner's too, written before
 * or after: without their grant they serve no more) and the grant itself, and the answer is
 * `invalid_grant`.
 */
export async function claimConsumption(db: Db, type: string, rowId: string): Promise<void> {
  const claimed = await rowsOf<{ id: string }>(
    db,
    writeStatements({
      shape: 'claim a consumption',
      build: () =>
        prepared(sql`update oidc_payloads
          set consumed_at = now(), payload = payload || jsonb_build_object('consumed', floor(extract(epoch from now()))::bigint)
          where type = ${value('type')} and id = ${value('id')} and consumed_at is null
          returning id`),
      values: { type, id: rowId },
    }),
  );
  if (claimed.length === 1) return;
  await db.execute(sql`with source as (select grant_id from oidc_payloads where type = ${type} and id = ${rowId})
    delete from oidc_payloads
    where grant_id in (select grant_id from source) or (type = 'Grant' and id in (select grant_id from source))`);
  throw new errors.InvalidGrant(`${type === 'RefreshToken' ? 'refresh token' : 'authorization code'} already consumed`);
}
