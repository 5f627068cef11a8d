import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { UserProfile } from '@portal/shared';
import { PasswordChangeForm } from './PasswordChangeForm.tsx';
import { PasskeysSection } from './passkeys/PasskeysSection.tsx';
import { RecoveryCodesSection } from './recoveryCodes/RecoveryCodesSection.tsx';
import { useRecoveryCodesOffer } from './recoveryCodes/useRecoveryCodesOffer.tsx';
import { TotpSection } from './TotpSection.tsx';

/**
 * The `Gestion mot de passe` tab of the profile: the password change, the TOTP second factor, the
 * passkeys and the recovery codes.
 */
export function PasswordTab({ profile }: { profile: UserProfile }) {
  const recoveryCodes = useRecoveryCodesOffer();
  return (
    <Stack spacing={4} divider={<Divider flexItem />}>
      <PasswordChangeForm />
      <TotpSection profile={profile} />
      <PasskeysSection onRegistered={recoveryCodes.offer} />
      {recoveryCodes.dialog}
      <RecoveryCodesSection />
    </Stack>
  );
}
