import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { UserProfile } from '@portal/shared';
import { lazyScreen } from '../app/lazyScreen.ts';
import { PageLoading } from '../components/PageLoading.tsx';
import { AuthorizedAppsSection } from './consents/AuthorizedAppsSection.tsx';
import { PscSection } from './psc/PscSection.tsx';
import { ProfileReadView } from './read/ProfileReadView.tsx';

// Fetched when the toggle is first switched on: the profile opens on its read view.
const ProfileEditForm = lazyScreen(() => import('./edit/ProfileEditForm.tsx').then((m) => m.ProfileEditForm));

/**
 * The profile tab: the read view, the Pro Santé Connect link and the authorized applications, or
 * the edit form behind the `J'édite mon profil` toggle.
 */
export function ProfileTab({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography variant="h2">{editing ? t('myProfile.formTitle') : t('myProfile.readTitle')}</Typography>
        <FormControlLabel
          label={t('myProfile.edit')}
          control={<Switch checked={editing} onChange={(event) => setEditing(event.target.checked)} />}
        />
      </Stack>
      {editing ? (
        <Suspense fallback={<PageLoading />}>
          <ProfileEditForm profile={profile} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <Stack spacing={4}>
          <ProfileReadView profile={profile} />
          <PscSection />
          <AuthorizedAppsSection />
        </Stack>
      )}
    </Stack>
  );
}
