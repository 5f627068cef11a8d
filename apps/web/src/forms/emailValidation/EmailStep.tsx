import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { emailRule, profileMessages } from '@portal/shared';
import { DialogForm } from '../../components/DialogForm.tsx';
import { useConfig } from '../../config/ConfigContext.ts';
import { CaptchaWidget } from './CaptchaWidget.tsx';

interface EmailStepProps {
  sending: boolean;
  onSend: (email: string, captchaPayload: string) => void;
  onCancel: () => void;
  /** Addresses refused because they are already on the account (profile). */
  refused?: string[];
  /** The address the field starts with. */
  initialEmail?: string;
}

/** The address to validate and the captcha; the button waits for both. */
export function EmailStep({ sending, onSend, onCancel, refused = [], initialEmail = '' }: EmailStepProps) {
  const { t } = useTranslation();
  const { blocked_email_domains: blocked } = useConfig();
  const [email, setEmail] = useState(initialEmail);
  // Said once something was typed, never on leaving the field: the message appearing as the field
  // loses its focus would move the dialog's buttons under a click on `Annuler` (seen at 320 px).
  const [typed, setTyped] = useState(initialEmail !== '');
  const [captcha, setCaptcha] = useState<string>();
  const known = refused.some((address) => address.trim().toLowerCase() === email.trim().toLowerCase());
  const failure = emailRule(blocked)(email) ?? (known ? profileMessages.duplicateEmail : undefined);
  const shownFailure = typed ? failure : undefined;
  return (
    <DialogForm
      onSubmit={(event) => {
        event.preventDefault();
        if (!failure && captcha) onSend(email.trim(), captcha);
      }}
      onCancel={onCancel}
      submitLabel={t('emailValidation.send')}
      submitDisabled={Boolean(failure) || !captcha || sending}
    >
      <Stack spacing={2}>
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          fullWidth
          autoFocus
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setTyped(true);
          }}
          error={Boolean(shownFailure)}
          helperText={shownFailure}
        />
        <CaptchaWidget onChange={setCaptcha} />
      </Stack>
    </DialogForm>
  );
}
