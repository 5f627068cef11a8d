/** The account's own security: password change and confirmation, authenticator app, deletion. */
import { createAccountDeletion } from './deletion.ts';
import type { AccountSecurityDeps } from './deps.ts';
import { createPasswordChange } from './password.ts';
import { createReauthentication } from './reauthentication.ts';
import { createTotpSetup } from './totp.ts';

export function createAccountSecurity(deps: AccountSecurityDeps) {
  return {
    changePassword: createPasswordChange(deps),
    reauthenticate: createReauthentication(deps),
    totp: createTotpSetup(deps),
    deleteAccount: createAccountDeletion(deps),
  };
}
export type AccountSecurity = ReturnType<typeof createAccountSecurity>;
