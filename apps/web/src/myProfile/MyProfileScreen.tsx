import { Suspense, useEffect, useId, useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ApiError } from '../api/api.ts';
import { lazyScreen } from '../app/lazyScreen.ts';
import { PageLoading } from '../components/PageLoading.tsx';
import { usePageTitle } from '../components/usePageTitle.ts';
import { CURRENT_USER_KEY } from '../user/useCurrentUser.ts';
import { useUserProfile } from '../user/useUserProfile.ts';
import { ProfileTab } from './ProfileTab.tsx';
import { usePscLinkNotices } from './psc/usePscLinkNotices.ts';

// The profile tab shows first: the other two are fetched, and ask for their lists, when first shown.
const PasswordTab = lazyScreen(() => import('./security/PasswordTab.tsx').then((m) => m.PasswordTab));
const ConnectionsTab = lazyScreen(() => import('./connections/ConnectionsTab.tsx').then((m) => m.ConnectionsTab));

const TABS = ['profile', 'password', 'connections'] as const;
const TAB_LABELS = {
  profile: 'myProfile.profileTab',
  password: 'myProfile.passwordTab',
  connections: 'accountSessions.tab',
} as const;

/** `/myProfile`: the profile (read view and edit form), the password tab and the « Connexions » tab. */
export function MyProfileScreen() {
  const { t } = useTranslation();
  const id = useId();
  const [tab, setTab] = useState<(typeof TABS)[number]>('profile');
  // The password tab, once shown, stays rendered (hidden): what was typed in it is kept.
  const [passwordShown, setPasswordShown] = useState(false);
  const profile = useUserProfile();
  usePageTitle(t('myProfile.title'));
  usePscLinkNotices();
  const queryClient = useQueryClient();
  // Three tabs side by side do not fit a phone: there they stack.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const signedOut = profile.error instanceof ApiError && profile.error.status === 401;
  // Signed out meanwhile (its session ended from another browser): the portal shows the visitor's home.
  useEffect(() => {
    if (signedOut) queryClient.setQueryData(CURRENT_USER_KEY, null);
  }, [signedOut, queryClient]);
  if (signedOut) return <Navigate to="/" replace />;
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, minWidth: 0 }}>
      <Typography variant="h1" gutterBottom>
        {t('myProfile.title')}
      </Typography>
      {profile.isPending && <PageLoading />}
      {profile.isError && <Alert severity="error">{t('myProfile.loadFailed')}</Alert>}
      {profile.data && (
        <>
          <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
            <Tabs
              value={tab}
              orientation={narrow ? 'vertical' : 'horizontal'}
              onChange={(_, value: (typeof TABS)[number]) => {
                setTab(value);
                if (value === 'password') setPasswordShown(true);
              }}
              aria-label={t('myProfile.sections')}
            >
              {TABS.map((name) => (
                <Tab
                  key={name}
                  value={name}
                  label={t(TAB_LABELS[name])}
                  id={`${id}-tab-${name}`}
                  aria-controls={`${id}-panel-${name}`}
                  // Tabs shrink and their labels wrap: on a phone `Gestion mot de passe` stays whole.
                  sx={{ flexShrink: 1, minWidth: 0 }}
                />
              ))}
            </Tabs>
          </Box>
          {TABS.map((name) => (
            <div
              key={name}
              role="tabpanel"
              id={`${id}-panel-${name}`}
              aria-labelledby={`${id}-tab-${name}`}
              hidden={tab !== name}
            >
              {name === 'profile' && <ProfileTab profile={profile.data} />}
              <Suspense fallback={<PageLoading />}>
                {name === 'password' && passwordShown && <PasswordTab profile={profile.data} />}
                {/* Its lists are asked for each time the tab is shown. */}
                {name === 'connections' && tab === name && <ConnectionsTab />}
              </Suspense>
            </div>
          ))}
        </>
      )}
    </Paper>
  );
}
