/** "Je ne reçois pas mon code": the administrators of the user's centres are e-mailed. */
import { messages } from '@portal/shared';
import { accountsRepository } from '../accounts/repository.ts';
import { displayName } from '../accounts/current-user.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { supportRequestMail } from '../mail/support-request.ts';

export function createSupport({ db, mailer }: { db: Db; mailer: Mailer }) {
  const accounts = accountsRepository(db);
  return async function askForSupport({
    userId,
    phoneNumber,
    messageId,
  }: {
    userId: string;
    phoneNumber: string;
    messageId: string;
  }) {
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
