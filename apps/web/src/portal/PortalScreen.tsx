import { Navigate, useParams } from 'react-router';
import Stack from '@mui/material/Stack';
import { INTERACTION_TYPES, type InteractionType } from '@portal/shared';
import { useHashQuery } from '../components/useHashQuery.ts';
import { usePageTitle } from '../components/usePageTitle.ts';
import { SignInPanel } from '../signIn/SignInPanel.tsx';
import { useCurrentUser } from '../user/useCurrentUser.ts';
import { ClientAppsSection } from './ClientAppsSection.tsx';
import { PortalBanners } from './PortalBanners.tsx';
import { SignInInvite } from './SignInInvite.tsx';
import { WelcomeHeading } from './WelcomeHeading.tsx';
import { usePortalNotices } from './usePortalNotices.ts';

function isInteractionType(value: string): value is InteractionType {
  return (INTERACTION_TYPES as readonly string[]).includes(value);
}

/** On a sign-in step, `err` is the form's message; only a locked account also gets its banner. */
function bannerError(interactionType: string | undefined, err: string | null | undefined): string | undefined {
  if (!interactionType) return err ?? undefined;
  return err === 'lockedAccount' ? err : undefined;
}

/** Home: welcome, banners, the sign-in step when the route names one, and the app tiles. */
export function PortalScreen() {
  const { interactionType } = useParams();
  const { user } = useCurrentUser();
  const query = useHashQuery();
  usePortalNotices();
  usePageTitle();
  if (interactionType !== undefined && !isInteractionType(interactionType)) {
    return <Navigate to="/" replace />;
  }

  return (
    <Stack spacing={3}>
      <WelcomeHeading user={user} />
      <PortalBanners err={bannerError(interactionType, query.get('err'))} user={user} />
      {interactionType && <SignInPanel interactionType={interactionType} user={user} />}
      {!interactionType && user === null && <SignInInvite />}
      <ClientAppsSection user={user} />
    </Stack>
  );
}
