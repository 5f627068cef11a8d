/**
 * A recovery code: a second factor that stands in for the one the flow awaits (the authenticator
 * app or the passkey lost), single-use. Its `amr` is `otp`: RFC 8176 has no value of its own for
 * it, and a code used once from a list is a one-time password; the audit log names it apart.
 */
import { readRecoveryCode } from '@portal/shared';
import type { RecoveryCodes } from '../../recovery-codes/service.ts';
import type { CodeAttempt, CodeInput } from './code-attempt.ts';
import type { SignInMethod } from './method.ts';

export function recoveryCodeMethod({
  recoveryCodes,
  codeAttempt,
}: {
  recoveryCodes: RecoveryCodes;
  codeAttempt: CodeAttempt;
}): SignInMethod<CodeInput> {
  return {
    name: 'recovery_code',
    amr: ['otp'],
    order: 'second',
    standsIn: true,
    screen: 'totp',
    check: (attempt) =>
      codeAttempt(attempt, 'recovery_code', (user, code) => recoveryCodes.use(user.id, code), {
        read: readRecoveryCode,
        mismatch: 'recoveryCodeMismatch',
      }),
  };
}
