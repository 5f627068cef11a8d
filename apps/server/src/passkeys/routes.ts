/**
 * The account's passkeys (`/api/users/me/passkeys`): listed and renamed when signed in; added and
 * removed after step-up, as every way of signing in (`signInFactorRoutes`).
 */
import { z } from 'zod';
import { passkeyMessages, passkeyNameSchema, type PasskeySummary } from '@portal/shared';
import type { App } from '../http/app.ts';
import { badRequest } from '../http/errors.ts';
import { bodyOf } from '../http/schemas.ts';
import { currentSessions, type SessionGuards } from '../http/session.ts';
import { signInFactorRoutes, type StepUp } from '../http/step-up.ts';
import { registrationResponse } from './credential-json.ts';
import type { Passkeys } from './registration.ts';

const params = z.object({ id: z.uuid({ message: passkeyMessages.notFound }) });
const nameBody = z.object({ name: passkeyNameSchema });
const registrationBody = z.object({ name: passkeyNameSchema, response: z.unknown() });

interface Deps {
  passkeys: Passkeys;
  guards: SessionGuards;
  stepUp: StepUp;
}

export function passkeyRoutes(app: App, { passkeys, guards, stepUp }: Deps) {
  const signedIn = { preValidation: guards.requireUser };

  app.get('/api/users/me/passkeys', signedIn, async (request): Promise<PasskeySummary[]> =>
    passkeys.list(request.signedIn.userId),
  );

  app.patch(
    '/api/users/me/passkeys/:id',
    { ...signedIn, schema: { params, body: bodyOf(nameBody) } },
    async (request) => {
      await passkeys.rename(request.signedIn.userId, request.params.id, request.body.name);
      return {};
    },
  );

  signInFactorRoutes(app, { requireUser: guards.requireUser, stepUp }, (factors) => {
    factors.post('/api/users/me/passkeys/options', async (request) =>
      passkeys.registrationOptions(request.signedIn.userId, currentSessions(request)),
    );

    factors.post('/api/users/me/passkeys', { schema: { body: bodyOf(registrationBody) } }, async (request) => {
      const response = registrationResponse(request.body.response);
      if (!response) throw badRequest(passkeyMessages.registrationFailed);
      const { name } = request.body;
      return passkeys.register(request.signedIn.userId, { name, response }, currentSessions(request));
    });

    factors.delete('/api/users/me/passkeys/:id', { schema: { params } }, async (request) => {
      await passkeys.remove(request.signedIn.userId, request.params.id, currentSessions(request));
      return {};
    });
  });
}
