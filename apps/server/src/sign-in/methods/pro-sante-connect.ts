/**
 * Pro Santé Connect: the national provider certified who signs in (`psc/routes.ts` speaks its
 * protocol); its eIDAS level counts as two factors. The identity is a known account's, or not.
 */
import type { Psc } from '../../psc/service.ts';
import type { PscIdentity } from '../../psc/claims.ts';
import { metrics } from '../../health/metrics.ts';
import { PSC_AMR } from '../../psc/assurance.ts';
import type { SignInMethod } from './method.ts';

export function proSanteConnectMethod(psc: Psc): SignInMethod<PscIdentity> {
  return {
    name: 'psc',
    amr: PSC_AMR,
    order: 'first',
    screen: 'login',
    async check({ input }) {
      const outcome = await psc.signInOutcome(input);
      if (outcome.kind === 'signIn') return { proven: { userId: outcome.userId } };
      if (outcome.kind === 'unknown') return { unknownAccount: true };
      metrics.signIn(outcome.kind === 'locked' ? 'locked' : 'refused', 'psc');
      const refusals = { locked: 'lockedAccount', refused: 'pscSignInDisabled', claimed: 'rppsClaimed' } as const;
      return { refused: refusals[outcome.kind] };
    },
  };
}
