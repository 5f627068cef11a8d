/**
 * `GET /api/users/me/recovery-codes` (how many are left) and `POST /api/users/me/recovery-codes`
 * (ten new ones, after step-up like every change of the ways of signing in).
 */
import type { RecoveryCodesAnswer, RecoveryCodesStatus } from '@portal/shared';
import type { App } from '../http/app.ts';
import type { SessionGuards } from '../http/session.ts';
import { signInFactorRoutes, type StepUp } from '../http/step-up.ts';
import type { RecoveryCodes } from './service.ts';

interface Deps {
  recoveryCodes: RecoveryCodes;
  guards: SessionGuards;
  stepUp: StepUp;
}

export function recoveryCodesRoutes(app: App, { recoveryCodes, guards, stepUp }: Deps) {
  app.get(
    '/api/users/me/recovery-codes',
    { preValidation: guards.requireUser },
    async (request): Promise<RecoveryCodesStatus> => recoveryCodes.status(request.signedIn.userId),
  );

  signInFactorRoutes(app, { requireUser: guards.requireUser, stepUp }, (factors) => {
    factors.post('/api/users/me/recovery-codes', async (request): Promise<RecoveryCodesAnswer> =>
      recoveryCodes.generate(request.signedIn.userId),
    );
  });
}
