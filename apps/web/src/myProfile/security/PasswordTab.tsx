import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { UserProfile } from '@portal/shared';
import { PasswordChangeForm } from './PasswordChangeForm.tsx';
import { TotpSection } from './TotpSection.tsx';

/** The `Gestion mot de passe` tab of the profile: the password change, then the TOTP second factor. */
export function PasswordTab({ profile }: { profile: UserProfile }) {
  return (
    <Stack spacing={4} divider={<Divider flexItem />}>
      <PasswordChangeForm />
      <TotpSection profile={profile} />
    </Stack>
  );
}
