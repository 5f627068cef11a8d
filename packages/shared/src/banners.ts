import type { CurrentUser } from './domain.ts';

// Apart from `messages`: the home's first load bundles these without every screen's messages.
/** Portal banners (spec section 2). Error banners wait 5 seconds before showing. */
export const banners = {
  appSuspended: "L'application sur laquelle vous souhaitez être authentifié a été temporairement suspendue",
  accountNotValidated:
    "Votre compte n'a pas encore été validé, il ne peut donc pas être authentifié pour cette application",
  accountAnomaly: 'Votre compte a une anomalie, il ne peut pas être authentifié sur les applications',
  accountLocked: 'Votre compte est verrouillé, un administrateur a été prévenu',
  accountUnactivated:
    'Votre compte est en cours de validation, vous pourrez bientôt vous authentifier sur les applications',
  resetLinkInvalid: "Ce lien de réinitialisation n'est plus valide. Faites une nouvelle demande de mot de passe.",
} as const;

/** Portal `err` query values and the banner each shows. */
export const portalErrorBanners: Record<string, keyof typeof banners> = {
  appNotAllowed: 'appSuspended',
  accountNotAllowed: 'accountNotValidated',
  fetchInfoFailed: 'accountAnomaly',
  lockedAccount: 'accountLocked',
  invalidResetToken: 'resetLinkInvalid',
};

/**
 * The banner that says why a signed-in account may not open apps (spec section 2), none when it
 * may: the portal shows it, and so does a tile clicked by such an account.
 */
export function accountStateBanner(
  user: Pick<CurrentUser, 'activated' | 'locked' | 'hasUserRights'>,
): 'accountLocked' | 'accountUnactivated' | 'accountAnomaly' | undefined {
  if (user.hasUserRights) return undefined;
  if (user.locked) return 'accountLocked';
  return user.activated ? 'accountAnomaly' : 'accountUnactivated';
}
