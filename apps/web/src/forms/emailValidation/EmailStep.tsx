import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { emailRule, normalizeEmail, profileMessages } from '@portal/shared';
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
  const [touched, setTouched] = useState(false);
  const [captcha, setCaptcha] = useState<string>();
  const known = refused.some((address) => normalizeEmail(address) === normalizeEmail(email));
  const failure = emailRule(blocked)(email) ?? (known ? profileMessages.duplicateEmail : undefined);
  const shownFailure = touched || email !== '' ? failure : undefined;
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
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setTouched(true)}
          error={Boolean(shownFailure)}
          // The message's line is kept even when empty: the message appearing as the field loses its
          // focus would otherwise move the buttons below it from under a click (seen at 320 px).
          helperText={shownFailure ?? ' '}
        />
        <CaptchaWidget onChange={setCaptcha} />
      </Stack>
    </DialogForm>
  );
}
