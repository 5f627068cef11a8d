/** The authenticator app's code (TOTP): a second factor, each time step used once. */
import { accountsRepository } from '../../accounts/repository.ts';
import type { Db } from '../../db/client.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import { totpStep } from '../../security/totp.ts';
import type { CodeAttempt, CodeInput } from './code-attempt.ts';
import type { SignInMethod } from './method.ts';

export function authenticatorAppMethod({
  db,
  secretBox,
  codeAttempt,
}: {
  db: Db;
  secretBox: SecretBox;
  codeAttempt: CodeAttempt;
}): SignInMethod<CodeInput> {
  const accounts = accountsRepository(db);
  return {
    name: 'authenticator_app',
    amr: ['otp'],
    order: 'second',
    screen: 'totp',
    check: (attempt) =>
      codeAttempt(attempt, 'totp', async (user, code) => {
        if (!user.totpSecret || !user.totpValidated) return false;
        const step = totpStep(secretBox.decrypt(user.totpSecret), code);
        return step !== null && accounts.useTotpStep(user.id, step);
      }),
  };
}
