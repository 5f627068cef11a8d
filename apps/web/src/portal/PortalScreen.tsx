import { Navigate, useParams } from 'react-router';
import Stack from '@mui/material/Stack';
import { INTERACTION_TYPES, type InteractionType } from '@portal/shared';
import { lazyScreen } from '../app/lazyScreen.ts';
import { useHashQuery } from '../components/useHashQuery.ts';
import { usePageTitle } from '../components/usePageTitle.ts';
import { AwaitingValidationNotice } from '../signUp/awaitingValidation/AwaitingValidationNotice.tsx';
import { useCurrentUser } from '../user/useCurrentUser.ts';
import { ClientAppsSection } from './ClientAppsSection.tsx';
import { PortalBanners } from './PortalBanners.tsx';
import { SignInInvite } from './SignInInvite.tsx';
import { WelcomeHeading } from './WelcomeHeading.tsx';
import { usePortalNotices } from './usePortalNotices.ts';
import { useSignInArrival } from './useSignInArrival.ts';

// The sign-in steps and the consent load when the provider sends the browser to one of them.
export const SignInPanel = lazyScreen(() => import('../signIn/SignInPanel.tsx').then((m) => m.SignInPanel));
export const ConsentPanel = lazyScreen(() => import('../consent/ConsentPanel.tsx').then((m) => m.ConsentPanel));

/** The provider's interactions the portal shows: the sign-in steps, then an application's consent. */
type PortalInteraction = InteractionType | 'consent';

function isPortalInteraction(value: string): value is PortalInteraction {
  return value === 'consent' || (INTERACTION_TYPES as readonly string[]).includes(value);
}

/** On a sign-in step, `err` is the form's message; only a locked account also gets its banner. */
function bannerError(interactionType: string | undefined, err: string | null | undefined): string | undefined {
  if (!interactionType) return err ?? undefined;
  return err === 'lockedAccount' ? err : undefined;
}

/** Home: welcome, banners, the sign-in step or consent when the route names one, and the app tiles. */
export function PortalScreen() {
  const { interactionType } = useParams();
  const { user } = useCurrentUser();
  const query = useHashQuery();
  const arrival = useSignInArrival(interactionType === undefined ? user : undefined);
  usePortalNotices();
  usePageTitle();
  if (interactionType !== undefined && !isPortalInteraction(interactionType)) {
    return <Navigate to="/" replace />;
  }

  return (
    <Stack spacing={3}>
      <WelcomeHeading user={user} focus={arrival !== undefined && !arrival.app} />
      <PortalBanners err={bannerError(interactionType, query.get('err'))} user={user} />
      <AwaitingValidationNotice user={user} />
      {interactionType === 'consent' && <ConsentPanel />}
      {interactionType && interactionType !== 'consent' && (
        <SignInPanel interactionType={interactionType} user={user} />
      )}
      {!interactionType && user === null && <SignInInvite />}
      <ClientAppsSection user={user} offered={arrival?.app} />
    </Stack>
  );
}
