import { interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';
import type { PortalAccount } from './account.ts';
import { acrCheck, type RequiredAcr } from './acr.ts';
import type { ClientSuspensions } from './client-suspensions.ts';

const { base, Check } = interactionPolicy;

export const PORTAL_CLIENT_ID = 'portal';

/** Why a signed-in user may not enter a client app; the portal shows the matching banner. */
export const ACCOUNT_CHECKS = {
  app_suspended: 'appNotAllowed',
  account_not_allowed: 'accountNotAllowed',
} as const;

/**
 * The default prompts, plus three checks on the login prompt: a suspended app, an account that
 * is not activated or is locked (which may still sign in to the portal itself, to see its banner),
 * and the class of sign-in the app asks for (`oidc/acr.ts`, instead of the provider's own).
 */
export function createInteractionPolicy(suspensions: ClientSuspensions, requiredAcr: RequiredAcr) {
  const policy = base();
  const login = policy.get('login')!;
  login.checks.remove('essential_acrs');
  login.checks.remove('essential_acr');
  login.checks.add(acrCheck(requiredAcr));
  login.checks.add(
    new Check('app_suspended', 'the client application is suspended', async (ctx: KoaContextWithOIDC) =>
      (await suspensions.isSuspended(ctx.oidc.client?.clientId)) ? Check.REQUEST_PROMPT : Check.NO_NEED_TO_PROMPT,
    ),
  );
  login.checks.add(
    new Check('account_not_allowed', 'the account may not open applications', (ctx: KoaContextWithOIDC) => {
      const account = ctx.oidc.account as PortalAccount | undefined;
      if (!account || ctx.oidc.client?.clientId === PORTAL_CLIENT_ID) return Check.NO_NEED_TO_PROMPT;
      return account.mayOpenApps ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT;
    }),
  );
  return policy;
}
