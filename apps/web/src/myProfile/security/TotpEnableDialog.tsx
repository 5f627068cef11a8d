import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LOGIN_CODE_LENGTH, profileMessages } from '@portal/shared';
import { DialogForm } from '../../components/DialogForm.tsx';
import { TitledDialog } from '../../components/TitledDialog.tsx';
import { CodeField } from '../../forms/CodeField.tsx';
import { useNotify } from '../../notifications/useNotify.ts';
import { useRefreshProfile, useValidateTotp, type TotpEnrolment } from './securityCalls.ts';
import { TotpSecret } from './TotpSecret.tsx';

interface TotpEnableDialogProps {
  /** The answer of `POST /api/users/otp/init`; the dialog is open while it is set. */
  enrolment: TotpEnrolment | undefined;
  onClose: () => void;
  /** Once the code validated the app (after `onClose`). */
  onEnabled?: () => void;
}

/** The QR code and the secret of the authenticator app, then its first 6-digit code. */
export function TotpEnableDialog({ enrolment, onClose, onEnabled }: TotpEnableDialogProps) {
  const { t } = useTranslation();
  return (
    <TitledDialog open={Boolean(enrolment)} title={t('accountSecurity.totpDialogTitle')} onClose={onClose}>
      {enrolment && (
        <EnrolmentContent key={enrolment.secret} enrolment={enrolment} onClose={onClose} onEnabled={onEnabled} />
      )}
    </TitledDialog>
  );
}

function EnrolmentContent({
  enrolment,
  onClose,
  onEnabled,
}: {
  enrolment: TotpEnrolment;
  onClose: () => void;
  onEnabled?: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const refreshProfile = useRefreshProfile();
  const validate = useValidateTotp();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();

  function submit(token: string): void {
    if (validate.isPending) return;
    if (token.length !== LOGIN_CODE_LENGTH) {
      setCodeError(profileMessages.totpCodeFormat);
      return;
    }
    validate.mutate(token, {
      onSuccess: () => {
        notify.success(profileMessages.totpEnabled);
        void refreshProfile();
        onClose();
        onEnabled?.();
      },
      onError: (error) => {
        notify.error(error.message);
        // Also next to the field: the page behind the dialog, notifications included, is hidden
        // from assistive technologies.
        setCodeError(error.message);
        setCode('');
      },
    });
  }

  function onCodeChange(value: string): void {
    const digits = value.replace(/\D/g, '').slice(0, LOGIN_CODE_LENGTH);
    setCode(digits);
    setCodeError(undefined);
    if (digits.length === LOGIN_CODE_LENGTH) submit(digits);
  }

  function onSubmit(event: FormEvent): void {
    event.preventDefault();
    submit(code);
  }

  return (
    <DialogForm
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={t('accountSecurity.validateTotp')}
      submitDisabled={validate.isPending}
      wrapActions
    >
      <Stack spacing={2}>
        <Typography>{t('accountSecurity.totpScan')}</Typography>
        <Box
          component="img"
          src={enrolment.qrCodeSrc}
          alt={t('accountSecurity.totpQrAlt')}
          width={500}
          height={500}
          sx={{ display: 'block', mx: 'auto', width: '100%', maxWidth: 280, height: 'auto' }}
        />
        <TotpSecret secret={enrolment.secret} />
        <Typography>{t('accountSecurity.totpEnterCode')}</Typography>
        <CodeField
          label={t('accountSecurity.totpCode')}
          name="token"
          value={code}
          onChange={onCodeChange}
          length={LOGIN_CODE_LENGTH}
          numeric
          error={codeError}
          autoFocus
          readOnly={validate.isPending}
        />
      </Stack>
    </DialogForm>
  );
}
