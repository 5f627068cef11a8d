import type { Repositories } from '../repositories/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import { mailTemplates } from '../mail/templates.ts';
import { HttpError } from '../errors.ts';
import { messages } from '@portal/shared';

/** "Je ne reçois pas mon code": the administrators of the user's centres are e-mailed. */
export function createSupport({ repos, mailer }: { repos: Repositories; mailer: Mailer }) {
  return {
    async askForSupport({
      userId,
      phoneNumber,
      messageId,
    }: {
      userId: string;
      phoneNumber: string;
      messageId: string;
    }) {
      const [user, userEmail, admins] = await Promise.all([
        repos.users.findUserById(userId),
        repos.emails.principalEmail(userId),
        repos.users.findAdminEmailsForUser(userId),
      ]);
      if (!user || admins.length === 0) throw new HttpError(400, messages.supportFailed);
      const userName = [user.firstName, user.lastName].filter(Boolean).join(' ');
      await mailer
        .send(admins, mailTemplates.supportRequest({ userName, userEmail: userEmail ?? '', phoneNumber, messageId }))
        .catch(() => {
          throw new HttpError(503, messages.supportFailed);
        });
    },
  };
}
