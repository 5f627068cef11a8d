/** The signed-in user's profile (spec sections 2 MyProfile and 7): read, change, bind an address to an app. */
import { z } from 'zod';
import { emailRule, profilePatchSchema } from '@portal/shared';
import type { App } from '../http/app.ts';
import { addressField, bodyOf } from '../http/schemas.ts';
import { currentSessions, type SessionGuards } from '../http/session.ts';
import type { StepUp } from '../http/step-up.ts';
import type { ProfileService } from './service.ts';

const bindParams = z.object({ email: addressField(emailRule()) });
const bindBody = bodyOf(z.object({ appClientId: z.string().min(1) }));

interface Deps {
  profile: ProfileService;
  guards: SessionGuards;
  stepUp: StepUp;
}

export function profileRoutes(app: App, { profile, guards, stepUp }: Deps) {
  const signedIn = { preValidation: guards.requireUser };

  app.get('/api/users/me', signedIn, async (request) => profile.read(request.signedIn.userId));

  app.patch('/api/users/me', { ...signedIn, schema: { body: bodyOf(profilePatchSchema) } }, async (request) =>
    profile.apply(request.signedIn.userId, request.body, {
      current: currentSessions(request),
      isRecent: () => stepUp.isRecent(request),
    }),
  );

  app.patch(
    '/api/users/me/emails/:email/bind-client-app',
    { ...signedIn, schema: { params: bindParams, body: bindBody } },
    async (request) =>
      profile.bindEmailToClientApp(request.signedIn.userId, request.params.email, request.body.appClientId, () =>
        stepUp.isRecent(request),
      ),
  );
}
