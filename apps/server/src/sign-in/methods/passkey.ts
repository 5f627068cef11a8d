/**
 * A passkey (WebAuthn): alone, a complete sign-in when the authenticator verified its user (the
 * credential names the account: no address typed); after the password, a second factor that must
 * be one of the flow's account's passkeys. Every refusal of a known passkey counts as a failed
 * sign-in of its account, as a wrong password would.
 */
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { accountsRepository } from '../../accounts/repository.ts';
import type { Db } from '../../db/client.ts';
import { metrics } from '../../health/metrics.ts';
import type { PasskeyAssertions } from '../../passkeys/assertions.ts';
import type { RateLimiter } from '../../security/rate-limiter.ts';
import type { SignInFailures } from '../failures.ts';
import type { SignInMethod } from './method.ts';

export interface PasskeyInput {
  response: AuthenticationResponseJSON;
}

export function passkeyMethod({
  db,
  limiter,
  failures,
  assertions,
}: {
  db: Db;
  limiter: RateLimiter;
  failures: SignInFailures;
  assertions: PasskeyAssertions;
}): SignInMethod<PasskeyInput> {
  const accounts = accountsRepository(db);
  return {
    name: 'passkey',
    // Stated per proof: `hwk` or `swk`, and `user` when the authenticator verified its user.
    amr: ['hwk'],
    order: 'either',
    screen: 'passkey',
    async check({ flow, input, ip, trusts }) {
      const alone = flow.done.length === 0;
      if (!(await limiter.allow(alone ? 'login_per_ip' : 'code_check_per_ip', ip))) {
        metrics.signIn('rate_limited', 'passkey');
        return { refused: 'tooManyRequests' };
      }
      const assertion = await assertions.verify(flow.uid, input.response);
      if (assertion.outcome === 'unknown') {
        metrics.signIn('refused', 'passkey');
        if (flow.userId) await failures.record(flow.userId, 'passkey');
        return { refused: 'passkeyRefused' };
      }
      const { passkey } = assertion;
      // After the password, only the flow's account's passkeys: another's counts against the flow's account.
      const userId = flow.userId ?? passkey.userId;
      const user = await accounts.findUserById(userId);
      if (!user || user.locked || failures.throttled(user, trusts(userId))) {
        metrics.signIn(!user ? 'refused' : user.locked ? 'locked' : 'throttled', 'passkey');
        return { refused: 'passkeyRefused' };
      }
      if (assertion.outcome === 'refused' || passkey.userId !== userId) {
        metrics.signIn('refused', 'passkey');
        await failures.record(userId, 'passkey');
        return { refused: 'passkeyRefused' };
      }
      if (alone && !assertion.userVerified) {
        metrics.signIn('refused', 'passkey');
        await failures.record(userId, 'passkey');
        return { refused: 'passkeyUnverified' };
      }
      return {
        proven: {
          userId,
          loginAddress: flow.loginAddress,
          amr: [assertion.synced ? 'swk' : 'hwk', ...(assertion.userVerified ? ['user'] : [])],
          settle: () => failures.clear(user),
        },
      };
    },
  };
}
