import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { recoveryCodeMessages } from '@portal/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { TitledSection } from '../../../components/TitledSection.tsx';
import { useNotify } from '../../../notifications/useNotify.ts';
import { RecoveryCodesDialog } from './RecoveryCodesDialog.tsx';
import { useGenerateRecoveryCodes, useRecoveryCodesStatus } from './recoveryCodesCalls.ts';

/** `Codes de secours`: how many are left; generate them, or new ones in place of the old. */
export function RecoveryCodesSection() {
  const { t } = useTranslation();
  const notify = useNotify();
  const status = useRecoveryCodesStatus();
  const generate = useGenerateRecoveryCodes();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [codes, setCodes] = useState<string[]>();
  const remaining = status.data?.remaining ?? 0;

  function run(): void {
    generate.mutate(undefined, {
      onSuccess: (answer) => {
        setConfirmOpen(false);
        setCodes(answer.codes);
        notify.success(recoveryCodeMessages.generated);
      },
      onError: (error) => notify.error(error.message),
    });
  }

  function start(): void {
    generate.reset();
    if (remaining > 0) setConfirmOpen(true);
    else run();
  }

  return (
    <TitledSection title={t('recoveryCodes.title')}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{t('recoveryCodes.intro')}</Typography>
        {status.data &&
          (status.data.available || remaining > 0 ? (
            <>
              <Typography role="status">
                <strong>{t('recoveryCodes.remaining', { count: remaining })}</strong>
              </Typography>
              {status.data.available && (
                <Button
                  variant={remaining > 0 ? 'outlined' : 'contained'}
                  onClick={start}
                  disabled={generate.isPending}
                >
                  {remaining > 0 ? t('recoveryCodes.regenerate') : t('recoveryCodes.generate')}
                </Button>
              )}
            </>
          ) : (
            <Typography>{t('recoveryCodes.unavailable')}</Typography>
          ))}
      </Stack>
      <ConfirmDialog
        open={confirmOpen}
        title={t('recoveryCodes.regenerateTitle')}
        confirmLabel={t('recoveryCodes.regenerate')}
        onConfirm={run}
        onClose={() => setConfirmOpen(false)}
        pending={generate.isPending}
        error={generate.error?.message}
      >
        {t('recoveryCodes.regenerateText')}
      </ConfirmDialog>
      <RecoveryCodesDialog codes={codes} onClose={() => setCodes(undefined)} />
    </TitledSection>
  );
}
