import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { profileMessages, type UserProfile } from '@portal/shared';
import { TitledSection } from '../../components/TitledSection.tsx';
import { useNotify } from '../../notifications/useNotify.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { TotpEnableDialog } from './TotpEnableDialog.tsx';
import { useRecoveryCodesOffer } from './recoveryCodes/useRecoveryCodesOffer.tsx';
import { useDeactivateTotp, useInitTotp, useRefreshProfile, type TotpEnrolment } from './securityCalls.ts';

/** The authenticator-app second factor: its status, then enable (QR code, secret, code) or deactivate. */
export function TotpSection({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const refreshProfile = useRefreshProfile();
  const init = useInitTotp();
  const deactivate = useDeactivateTotp();
  const [enrolment, setEnrolment] = useState<TotpEnrolment>();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const recoveryCodes = useRecoveryCodesOffer();
  const enabled = profile.otp.validated;

  function start(): void {
    init.mutate(undefined, {
      onSuccess: setEnrolment,
      onError: (error) => notify.error(error.message),
    });
  }

  function openConfirmation(): void {
    deactivate.reset();
    setConfirmOpen(true);
  }

  function confirmDeactivation(): void {
    deactivate.mutate(undefined, {
      onSuccess: () => {
        notify.success(profileMessages.totpDisabled);
        setConfirmOpen(false);
        void refreshProfile();
      },
      onError: (error) => notify.error(error.message),
    });
  }

  return (
    <TitledSection title={t('accountSecurity.totpTitle')}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{t('accountSecurity.totpIntro')}</Typography>
        <Typography>
          {t('accountSecurity.totpStatus')}&nbsp;:{' '}
          <Box component="strong">{enabled ? t('accountSecurity.totpOn') : t('accountSecurity.totpOff')}</Box>
        </Typography>
        {enabled ? (
          <Button variant="outlined" color="error" onClick={openConfirmation}>
            {t('accountSecurity.disableTotp')}
          </Button>
        ) : (
          <Button variant="contained" onClick={start} disabled={init.isPending}>
            {t('accountSecurity.enableTotp')}
          </Button>
        )}
      </Stack>
      <TotpEnableDialog
        enrolment={enrolment}
        onClose={() => setEnrolment(undefined)}
        // The account's first factor beyond the code by e-mail: its recovery codes are offered.
        onEnabled={recoveryCodes.offer}
      />
      {recoveryCodes.dialog}
      <ConfirmDialog
        open={confirmOpen}
        title={t('accountSecurity.disableTotpTitle')}
        confirmLabel={t('accountSecurity.confirmDisableTotp')}
        onConfirm={confirmDeactivation}
        onClose={() => setConfirmOpen(false)}
        pending={deactivate.isPending}
        danger
        error={deactivate.error?.message}
      >
        {t('accountSecurity.disableTotpText')}
      </ConfirmDialog>
    </TitledSection>
  );
}
