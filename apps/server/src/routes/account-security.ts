import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  passwordChangeSchema,
  totpValidateSchema,
  type AccountDeletionAnswer,
  type TotpInitAnswer,
} from '@portal/shared';
import { PasswordChangeRefusal } from '../account-security/refusal.ts';
import { unauthorized } from '../errors.ts';
import { COOKIES } from '../http/cookies.ts';
import type { RouteContext } from './context.ts';

/** The provider's single-sign-on session cookie (oidc-provider's default name). */
const SSO_SESSION_COOKIE = '_session';

/** The signed-in user's password, authenticator app and account deletion (spec section 7). */
export function accountSecurityRoutes(app: FastifyInstance, { services }: RouteContext) {
  const security = services.accountSecurity;

  async function signedIn(request: FastifyRequest) {
    const sessionCookie = request.cookies[COOKIES.portalSession];
    const session = await services.portalSessions.find(sessionCookie);
    if (!session || !sessionCookie) throw unauthorized();
    return { userId: session.userId, sessionCookie };
  }

  app.patch('/api/users/me/password', async (request, reply: FastifyReply) => {
    const { userId, sessionCookie } = await signedIn(request);
    const change = passwordChangeSchema.parse(request.body ?? {});
    try {
      await security.changePassword(userId, change, {
        portalSession: sessionCookie,
        ssoSession: request.cookies[SSO_SESSION_COOKIE],
      });
    } catch (error) {
      if (!(error instanceof PasswordChangeRefusal)) throw error;
      return reply.code(error.statusCode).send({ message: error.message, code: error.code, field: error.field });
    }
    return {};
  });

  app.post('/api/users/otp/init', async (request): Promise<TotpInitAnswer> => {
    return security.totp.init((await signedIn(request)).userId);
  });

  app.post('/api/users/otp/validate', async (request) => {
    const { userId } = await signedIn(request);
    const { token } = totpValidateSchema.parse(request.body ?? {});
    await security.totp.validate(userId, token);
    return {};
  });

  app.post('/api/users/otp/deactivate', async (request) => {
    await security.totp.deactivate((await signedIn(request)).userId);
    return {};
  });

  app.delete('/api/users/me', async (request, reply): Promise<AccountDeletionAnswer> => {
    const answer = await security.deleteAccount((await signedIn(request)).userId);
    if (answer.outcome === 'deleted') reply.clearCookie(COOKIES.portalSession, { path: '/' });
    return answer;
  });
}
