/**
 * "Je ne reçois pas mon code": the request is kept for the administration space (with what became of
 * the named message), recorded in the audit log, and the administrators of the user's centres are
 * e-mailed.
 */
import { messages } from '@portal/shared';
import { accountsRepository } from '../accounts/repository.ts';
import { displayName } from '../accounts/current-user.ts';
import { supportRepository } from '../admin/support-repository.ts';
import { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/client.ts';
import { HttpError, tooManyRequests } from '../http/errors.ts';
import { absoluteSpaUrl } from '../http/spa-url.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';
import type { Notify } from '../mail/notify.ts';
import { supportRequestMail } from '../mail/support-request.ts';

interface Deps {
  db: Db;
  notify: Notify;
  limiter: RateLimiter;
  publicUrl: string;
}

export function createSupport({ db, notify, limiter, publicUrl }: Deps) {
  const accounts = accountsRepository(db);
  /** A few a day per account, and per IP: the administrators are not flooded. */
  return async function askForSupport({
    userId,
    ip,
    phoneNumber,
    messageId,
  }: {
    userId: string;
    ip: string;
    phoneNumber: string;
    messageId: string;
  }) {
    const allowed = await limiter.allowAll(['support_per_ip', ip], ['support_per_account_per_day', userId]);
    if (!allowed) throw tooManyRequests(messages.tooManyRequests);
    const [user, userEmail, admins] = await Promise.all([
      accounts.findUserById(userId),
      accounts.principalEmail(userId),
      accounts.findAdminEmailsForUser(userId),
    ]);
    if (!user || admins.length === 0) throw new HttpError(400, messages.supportFailed);
    const content = supportRequestMail({
      userName: displayName(user),
      userEmail: userEmail ?? '',
      phoneNumber,
      messageId,
      url: absoluteSpaUrl(publicUrl, 'admin/support'),
    });
    // Kept, on the administrators' board, and their notice recorded with it.
    await db.transaction(async (tx) => {
      await supportRepository(tx).create({ userId, phoneNumber, messageId: messageId || null });
      await recordAudit(tx, { action: 'supportRequested', subjectId: userId });
      await notify(admins, content, { kind: 'support-request', tx });
    });
  };
}
export type AskForSupport = ReturnType<typeof createSupport>;
