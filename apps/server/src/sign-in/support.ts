/** "Je ne reçois pas mon code": the administrators of the user's centres are e-mailed. */
import { messages } from '@portal/shared';
import { accountsRepository } from '../accounts/repository.ts';
import { displayName } from '../accounts/current-user.ts';
import type { Db } from '../db/client.ts';
import { HttpError, tooManyRequests } from '../http/errors.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';
import type { Mailer } from '../mail/mailer.ts';
import { supportRequestMail } from '../mail/support-request.ts';

export function createSupport({ db, mailer, limiter }: { db: Db; mailer: Mailer; limiter: RateLimiter }) {
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
    const allowed =
      (await limiter.allow('support_per_ip', ip)) && (await limiter.allow('support_per_account_per_day', userId));
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
    });
    await mailer.send(admins, content).catch(() => {
      throw new HttpError(503, messages.supportFailed);
    });
  };
}
export type AskForSupport = ReturnType<typeof createSupport>;
