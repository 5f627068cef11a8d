import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { RecoveryCodesDialog } from './RecoveryCodesDialog.tsx';
import { useGenerateRecoveryCodes } from './recoveryCodesCalls.ts';

interface RecoveryCodesOfferDialogProps {
  open: boolean;
  /** Once the offer is declined, or the codes generated and put away. */
  onClose: () => void;
}

/**
 * The offer made once the account has a factor beyond the code by e-mail (the authenticator app
 * activated, a passkey registered): generate the recovery codes now, then see them once.
 */
export function RecoveryCodesOfferDialog({ open, onClose }: RecoveryCodesOfferDialogProps) {
  const { t } = useTranslation();
  const generate = useGenerateRecoveryCodes();
  const [codes, setCodes] = useState<string[]>();

  function accept(): void {
    generate.mutate(undefined, { onSuccess: (answer) => setCodes(answer.codes) });
  }

  function close(): void {
    setCodes(undefined);
    generate.reset();
    onClose();
  }

  return (
    <>
      <ConfirmDialog
        open={open && !codes}
        title={t('recoveryCodes.offerTitle')}
        confirmLabel={t('recoveryCodes.generate')}
        cancelLabel={t('recoveryCodes.offerLater')}
        onConfirm={accept}
        onClose={close}
        pending={generate.isPending}
        error={generate.error?.message}
      >
        {t('recoveryCodes.offerText')}
      </ConfirmDialog>
      <RecoveryCodesDialog codes={open ? codes : undefined} onClose={close} />
    </>
  );
}
