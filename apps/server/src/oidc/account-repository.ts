/** The account as the OpenID provider needs it: state and claims, in one query per token. */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { isUuid } from '@portal/shared';
import { prepared, rowsOf } from '../db/sql.ts';

export interface OidcAccount {
  firstName: string;
  lastName: string;
  activated: boolean;
  locked: boolean;
  /** The address bound to the client app, else the principal one. */
  email: string | null;
}

/**
 * The address the account `u` bound to `clientId` (a value, or an expression of the query around),
 * else its principal one: a scalar subquery.
 */
export const clientEmail = (clientId: string | undefined | SQL): SQL => sql`(select e.email from emails e
    left join email_client_apps a on a.email_id = e.id and a.client_id = ${clientId ?? null}
   where e.user_id = u.id and (a.client_id is not null or e.is_principal)
   order by a.client_id is null, e.created_at limit 1)`;

const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/**
 * The account `accountId` (an expression of the query around, which may be anything: no row then)
 * as one JSON object of `OidcAccount`'s fields, for `clientId`: a scalar subquery.
 */
export const oidcAccountJson = (accountId: SQL, clientId: SQL): SQL => sql`(select to_jsonb(a) from (
    select u.first_name as "firstName", u.last_name as "lastName", u.activated, u.locked,
      ${clientEmail(clientId)} as email
    from users u
    where u.id = case when ${accountId} ~* ${UUID_PATTERN} then (${accountId})::uuid end) a)`;

export function oidcAccountRepository(db: Db) {
  return {
    async findOidcAccount(userId: string, clientId: string | undefined): Promise<OidcAccount | null> {
      if (!isUuid(userId)) return null;
      const [row] = await rowsOf<OidcAccount>(
        db,
        prepared(sql`
        select u.first_name as "firstName", u.last_name as "lastName", u.activated, u.locked,
          ${clientEmail(clientId)} as email
        from users u where u.id = ${userId}`),
      );
      return row ?? null;
    },
  };
}

export type OidcAccountRepository = ReturnType<typeof oidcAccountRepository>;
