/** Removal of expired rows and of audit events past their retention; any process may run it, at any interval. */
import { lt, sql } from 'drizzle-orm';
import { auditRepository } from '../audit/repository.ts';
import type { Db } from './client.ts';
import {
  browserSessions,
  captchaUses,
  emailValidations,
  mailOutbox,
  oidcPayloads,
  oneTimeCodes,
  passwordResets,
  portalSessions,
  pscUserInfos,
  rateLimits,
  signInFlows,
} from './schema.ts';

/**
 * How long the outbox keeps a mail's recipient and subject: a sent one a week (to answer "did it
 * go?"), a failed one a month (its body is kept for the super administrator to send it again; a
 * code or a link in it has long expired by then).
 */
const SENT_MAIL_KEPT_DAYS = 7;
const FAILED_MAIL_KEPT_DAYS = 30;

export interface DeletedCounts {
  oneTimeCodes: number;
  rateLimits: number;
  portalSessions: number;
  passwordResets: number;
  oidcPayloads: number;
  emailValidations: number;
  captchaUses: number;
  pscUserInfos: number;
  signInFlows: number;
  browserSessions: number;
  mails: number;
  auditEvents: number;
}

export function maintenanceRepository(db: Db) {
  const now = sql`now()`;
  const one = { one: sql<number>`1` };
  return {
    async deleteExpired({ auditRetentionDays }: { auditRetentionDays: number }): Promise<DeletedCounts> {
      const deleted = await Promise.all([
        db.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, now)).returning(one),
        db.delete(rateLimits).where(lt(rateLimits.expiresAt, now)).returning(one),
        db.delete(portalSessions).where(lt(portalSessions.expiresAt, now)).returning(one),
        db.delete(passwordResets).where(lt(passwordResets.expiresAt, now)).returning(one),
        db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, now)).returning(one),
        db.delete(emailValidations).where(lt(emailValidations.expiresAt, now)).returning(one),
        db.delete(captchaUses).where(lt(captchaUses.expiresAt, now)).returning(one),
        db.delete(pscUserInfos).where(lt(pscUserInfos.expiresAt, now)).returning(one),
        db.delete(signInFlows).where(lt(signInFlows.expiresAt, now)).returning(one),
        // A browser whose single-sign-on session is over, or whose sign-in never reached the provider.
        db
          .delete(browserSessions)
          .where(
            sql`${browserSessions.firstSeenAt} < now() - interval '1 hour' and not exists (
              select 1 from oidc_payloads s where s.type = 'Session' and s.uid = ${browserSessions.sessionUid}
                and (s.expires_at is null or s.expires_at > now()))`,
          )
          .returning(one),
        db
          .delete(mailOutbox)
          .where(
            sql`(${mailOutbox.state} = 'sent' and ${mailOutbox.sentAt} < now() - make_interval(days => ${SENT_MAIL_KEPT_DAYS}))
              or (${mailOutbox.state} = 'failed' and ${mailOutbox.createdAt} < now() - make_interval(days => ${FAILED_MAIL_KEPT_DAYS}))`,
          )
          .returning(one),
      ]);
      const auditEvents = await auditRepository(db).purgeOlderThan(auditRetentionDays);
      const [codes, limits, sessions, resets, payloads, validations, captchas, pscInfos, flows, browsers, mails] =
        deleted.map((rows) => rows.length);
      return {
        oneTimeCodes: codes ?? 0,
        rateLimits: limits ?? 0,
        portalSessions: sessions ?? 0,
        passwordResets: resets ?? 0,
        oidcPayloads: payloads ?? 0,
        emailValidations: validations ?? 0,
        captchaUses: captchas ?? 0,
        pscUserInfos: pscInfos ?? 0,
        signInFlows: flows ?? 0,
        browserSessions: browsers ?? 0,
        mails: mails ?? 0,
        auditEvents,
      };
    },
  };
}
