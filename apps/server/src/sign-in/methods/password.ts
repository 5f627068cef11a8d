/** The password: the first factor of most sign-ins (`password-check.ts` holds its rules). */
import { normalizeEmail } from '@portal/shared';
import type { PasswordCheckService } from '../password-check.ts';
import type { SignInFailures } from '../failures.ts';
import type { SignInMethod } from './method.ts';

export interface PasswordInput {
  login: string;
  password: string;
}

export function passwordMethod(
  checkPassword: PasswordCheckService,
  failures: SignInFailures,
  hasPasskey: (userId: string) => Promise<boolean>,
): SignInMethod<PasswordInput> {
  return {
    name: 'password',
    amr: ['pwd'],
    order: 'first',
    screen: 'login',
    async check({ input, ip, trusts, trustsAddress }) {
      const check = await checkPassword({
        email: input.login,
        password: input.password,
        ip,
        trustedDevice: trusts,
        trustedAddress: trustsAddress(input.login),
      });
      if (check.outcome !== 'ok') return { refused: check.outcome };
      const { account } = check;
      return {
        proven: {
          userId: account.id,
          loginAddress: normalizeEmail(input.login),
          secondFactor: account.totpValidated ? 'authenticator_app' : 'email_code',
          hasPasskey: await hasPasskey(account.id),
          // A second factor may still fail: the failed attempts are forgotten once the sign-in is complete.
          settle: () => failures.clear(account),
        },
      };
    },
  };
}
