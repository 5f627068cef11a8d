/** The signed-in user's password, authenticator app and account deletion (spec section 7). */
import { passwordChangeSchema, totpValidateSchema, type AccountDeletionAnswer } from '@portal/shared';
import type { App } from '../http/app.ts';
import { COOKIES, SSO_SESSION_COOKIE } from '../http/cookies.ts';
import { bodyOf } from '../http/schemas.ts';
import type { SessionGuards } from '../http/session.ts';
import type { AccountSecurity } from './service.ts';

export function accountSecurityRoutes(
  app: App,
  { security, guards }: { security: AccountSecurity; guards: SessionGuards },
) {
  const signedIn = { preValidation: guards.requireUser };

  app.patch(
    '/api/users/me/password',
    { ...signedIn, schema: { body: bodyOf(passwordChangeSchema) } },
    async (request) => {
      const { userId, sessionCookie } = request.signedIn;
      const sessions = { portalSession: sessionCookie, ssoSession: request.cookies[SSO_SESSION_COOKIE] };
      await security.changePassword(userId, request.body, sessions);
      return {};
    },
  );

  app.post('/api/users/otp/init', signedIn, async (request) => security.totp.init(request.signedIn.userId));

  app.post(
    '/api/users/otp/validate',
    { ...signedIn, schema: { body: bodyOf(totpValidateSchema) } },
    async (request) => {
      await security.totp.validate(request.signedIn.userId, request.body.token);
      return {};
    },
  );

  app.post('/api/users/otp/deactivate', signedIn, async (request) => {
    await security.totp.deactivate(request.signedIn.userId);
    return {};
  });

  app.delete('/api/users/me', signedIn, async (request, reply): Promise<AccountDeletionAnswer> => {
    const answer = await security.deleteAccount(request.signedIn.userId);
    if (answer.outcome === 'deleted') reply.clearCookie(COOKIES.portalSession, { path: '/' });
    return answer;
  });
}
