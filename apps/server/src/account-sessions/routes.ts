/** The profile's « Connexions » (`packages/shared/src/account-sessions.ts`) and the new-browser e-mail's page. */
import { z } from 'zod';
import { accountSessionsMessages, type RecentSignIn, type SignedInBrowser } from '@portal/shared';
import type { App } from '../http/app.ts';
import { SSO_SESSION_COOKIE } from '../http/cookies.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { bodyOf } from '../http/schemas.ts';
import { currentSessions, type SessionGuards } from '../http/session.ts';
import type { NewBrowserNotices } from './new-browser.ts';
import type { AccountSessions } from './service.ts';

const sessionParams = z.object({ sessionId: z.string().max(100, { error: accountSessionsMessages.sessionNotFound }) });
const endFromMail = z.object({
  token: z
    .string({ error: accountSessionsMessages.linkInvalid })
    .max(4096, { error: accountSessionsMessages.linkInvalid }),
});

interface Deps {
  accountSessions: AccountSessions;
  newBrowsers: NewBrowserNotices;
  guards: SessionGuards;
}

export function accountSessionsRoutes(app: App, { accountSessions, newBrowsers, guards }: Deps) {
  app.get(
    '/api/users/me/sessions',
    { preValidation: guards.requireUser },
    async (request): Promise<SignedInBrowser[]> =>
      accountSessions.browsers(request.signedIn.userId, request.cookies[SSO_SESSION_COOKIE]),
  );

  app.delete('/api/users/me/sessions', { preValidation: guards.requireUser }, async (request, reply) => {
    await accountSessions.endOthers(request.signedIn.userId, currentSessions(request));
    return reply.code(204).send();
  });

  app.delete(
    '/api/users/me/sessions/:sessionId',
    { preValidation: guards.requireUser, schema: { params: sessionParams } },
    async (request, reply) => {
      const ended = await accountSessions.end(request.signedIn.userId, request.params.sessionId);
      if (!ended) throw notFound(accountSessionsMessages.sessionNotFound);
      return reply.code(204).send();
    },
  );

  app.get('/api/users/me/sign-ins', { preValidation: guards.requireUser }, async (request): Promise<RecentSignIn[]> =>
    accountSessions.signIns(request.signedIn.userId),
  );

  /** The new-browser e-mail's page: its button, not the link, signs the browser out. */
  app.post('/api/sessions/end-from-mail', { schema: { body: bodyOf(endFromMail) } }, async (request, reply) => {
    const link = newBrowsers.opened(request.body.token);
    if (!link) throw badRequest(accountSessionsMessages.linkInvalid);
    if (!(await accountSessions.end(link.userId, link.browserId))) {
      throw notFound(accountSessionsMessages.sessionNotFound);
    }
    return reply.code(204).send();
  });
}
