/** Every way of signing in, by name: a new method is a module of this folder and one line here. */
import type { Config } from '../../config/schema.ts';
import type { Db } from '../../db/client.ts';
import type { Notify } from '../../mail/notify.ts';
import type { PasskeyAssertions } from '../../passkeys/assertions.ts';
import { passkeysRepository } from '../../passkeys/repository.ts';
import type { Psc } from '../../psc/service.ts';
import type { RecoveryCodes } from '../../recovery-codes/service.ts';
import type { RateLimiter } from '../../security/rate-limiter.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import type { SignInFailures } from '../failures.ts';
import type { PasswordCheckService } from '../password-check.ts';
import { authenticatorAppMethod } from './authenticator-app.ts';
import { codeAttempts } from './code-attempt.ts';
import { emailCodeMethod } from './email-code.ts';
import type { MethodName, SignInMethod } from './method.ts';
import { passkeyMethod } from './passkey.ts';
import { passwordMethod } from './password.ts';
import { proSanteConnectMethod } from './pro-sante-connect.ts';
import { recoveryCodeMethod } from './recovery-code.ts';

interface Deps {
  config: Config;
  db: Db;
  notify: Notify;
  limiter: RateLimiter;
  secretBox: SecretBox;
  failures: SignInFailures;
  checkPassword: PasswordCheckService;
  psc: Psc;
  recoveryCodes: RecoveryCodes;
  passkeyAssertions: PasskeyAssertions;
}

export function signInMethods(deps: Deps) {
  const { config, db, notify, limiter, secretBox, failures, checkPassword, psc, recoveryCodes, passkeyAssertions } =
    deps;
  const codeAttempt = codeAttempts({ db, limiter, failures });
  return {
    password: passwordMethod(checkPassword, failures, passkeysRepository(db).hasAny),
    email_code: emailCodeMethod({ config, db, notify, limiter, codeAttempt }),
    authenticator_app: authenticatorAppMethod({ db, secretBox, codeAttempt }),
    psc: proSanteConnectMethod(psc),
    recovery_code: recoveryCodeMethod({ recoveryCodes, codeAttempt }),
    passkey: passkeyMethod({ db, limiter, failures, assertions: passkeyAssertions }),
  } satisfies Record<MethodName, SignInMethod<never>>;
}
export type SignInMethods = ReturnType<typeof signInMethods>;
