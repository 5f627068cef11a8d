import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { UserProfile } from '@portal/shared';
import { PasswordChangeForm } from './PasswordChangeForm.tsx';
import { TotpSection } from './TotpSection.tsx';
import { PasskeysSection } from './passkeys/PasskeysSection.tsx';

/** The `Gestion mot de passe` tab of the profile: the password change, the TOTP second factor, the passkeys. */
export function PasswordTab({ profile }: { profile: UserProfile }) {
  return (
    <Stack spacing={4} divider={<Divider flexItem />}>
      <PasswordChangeForm />
      <TotpSection profile={profile} />
      <PasskeysSection />
    </Stack>
  );
}
