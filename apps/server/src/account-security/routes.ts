/**
 * The signed-in user's password, authenticator app and account deletion (spec section 7), and the
 * password confirmation that the changes deciding who gets in ask for (`/api/users/me/reauthenticate`).
 */
import {
  passwordChangeSchema,
  reauthenticateSchema,
  totpValidateSchema,
  type AccountDeletionAnswer,
} from '@portal/shared';
import type { App } from '../http/app.ts';
import { COOKIES } from '../http/cookies.ts';
import { bodyOf } from '../http/schemas.ts';
import { currentSessions, type SessionGuards } from '../http/session.ts';
import { signInFactorRoutes, type StepUp } from '../http/step-up.ts';
import type { AccountSecurity } from './service.ts';

interface Deps {
  security: AccountSecurity;
  guards: SessionGuards;
  stepUp: StepUp;
}

export function accountSecurityRoutes(app: App, { security, guards, stepUp }: Deps) {
  const signedIn = { preValidation: guards.requireUser };
  const recentlySignedIn = { preValidation: [guards.requireUser, stepUp.requireRecent] };

  app.patch(
    '/api/users/me/password',
    { ...signedIn, schema: { body: bodyOf(passwordChangeSchema) } },
    async (request) => {
      await security.changePassword(request.signedIn.userId, request.body, currentSessions(request));
      return {};
    },
  );

  app.post(
    '/api/users/me/reauthenticate',
    { ...signedIn, schema: { body: bodyOf(reauthenticateSchema) } },
    async (request) => {
      const { userId, sessionCookie } = request.signedIn;
      await security.reauthenticate(userId, sessionCookie, request.body.password);
      return {};
    },
  );

  // Adding, replacing or removing a way of signing in asks for a recent authentication first.
  signInFactorRoutes(app, { requireUser: guards.requireUser, stepUp }, (factors) => {
    factors.post('/api/users/otp/init', async (request) => security.totp.init(request.signedIn.userId));

    factors.post('/api/users/otp/validate', { schema: { body: bodyOf(totpValidateSchema) } }, async (request) => {
      await security.totp.validate(request.signedIn.userId, request.body.token, currentSessions(request));
      return {};
    });

    factors.post('/api/users/otp/deactivate', async (request) => {
      await security.totp.deactivate(request.signedIn.userId, currentSessions(request));
      return {};
    });
  });

  app.delete('/api/users/me', recentlySignedIn, async (request, reply): Promise<AccountDeletionAnswer> => {
    const answer = await security.deleteAccount(request.signedIn.userId);
    if (answer.outcome === 'deleted') reply.clearCookie(COOKIES.portalSession, { path: '/' });
    return answer;
  });
}
