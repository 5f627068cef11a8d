import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { LOGIN_CODE_LENGTH, profileMessages } from '@portal/shared';
import { TitledDialog } from '../../components/TitledDialog.tsx';
import { useNotify } from '../../notifications/useNotify.ts';
import { useRefreshProfile, useValidateTotp, type TotpEnrolment } from './securityCalls.ts';
import { groupSecret } from './totpQr.ts';

interface TotpEnableDialogProps {
  /** The answer of `POST /api/users/otp/init`; the dialog is open while it is set. */
  enrolment: TotpEnrolment | undefined;
  onClose: () => void;
}

/** The QR code and the secret of the authenticator app, then its first 6-digit code. */
export function TotpEnableDialog({ enrolment, onClose }: TotpEnableDialogProps) {
  const { t } = useTranslation();
  return (
    <TitledDialog open={Boolean(enrolment)} title={t('accountSecurity.totpDialogTitle')} onClose={onClose}>
      {enrolment && <EnrolmentContent key={enrolment.secret} enrolment={enrolment} onClose={onClose} />}
    </TitledDialog>
  );
}

function EnrolmentContent({ enrolment, onClose }: { enrolment: TotpEnrolment; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const refreshProfile = useRefreshProfile();
  const validate = useValidateTotp();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [copied, setCopied] = useState(false);

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

  async function copySecret(): Promise<void> {
    try {
      await navigator.clipboard.writeText(enrolment.secret);
      setCopied(true);
    } catch {
      // No clipboard (insecure context, refusal): the secret stays selectable.
    }
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <DialogContent>
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
          <Box>
            <Typography variant="body2">{t('accountSecurity.totpSecret')}</Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Box
                component="code"
                sx={{
                  fontFamily: 'monospace',
                  fontSize: '1.1rem',
                  overflowWrap: 'anywhere',
                  userSelect: 'all',
                  flex: 1,
                }}
              >
                {groupSecret(enrolment.secret)}
              </Box>
              <IconButton aria-label={t('accountSecurity.copySecret')} onClick={() => void copySecret()}>
                <ContentCopyIcon />
              </IconButton>
            </Stack>
            <Typography role="status" variant="body2" sx={{ color: 'success.main', minHeight: '1.5em' }}>
              {copied ? t('accountSecurity.secretCopied') : ''}
            </Typography>
          </Box>
          <Typography>{t('accountSecurity.totpEnterCode')}</Typography>
          <TextField
            label={t('accountSecurity.totpCode')}
            name="token"
            value={code}
            onChange={(event) => onCodeChange(event.target.value)}
            required
            fullWidth
            autoFocus
            autoComplete="one-time-code"
            error={Boolean(codeError)}
            helperText={codeError}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                maxLength: LOGIN_CODE_LENGTH,
                spellCheck: false,
                readOnly: validate.isPending,
              },
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('app.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={validate.isPending}>
          {t('accountSecurity.validateTotp')}
        </Button>
      </DialogActions>
    </Box>
  );
}
