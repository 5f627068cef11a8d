/** The account's own security: password change, authenticator app, deletion. */
import { createAccountDeletion } from './deletion.ts';
import { createNotifier, type AccountSecurityDeps } from './deps.ts';
import { createPasswordChange } from './password.ts';
import { createTotpSetup } from './totp.ts';

export function createAccountSecurity(deps: AccountSecurityDeps) {
  const notify = createNotifier(deps);
  return {
    changePassword: createPasswordChange(deps, notify),
    totp: createTotpSetup(deps, notify),
    deleteAccount: createAccountDeletion(deps, notify),
  };
}
export type AccountSecurity = ReturnType<typeof createAccountSecurity>;
