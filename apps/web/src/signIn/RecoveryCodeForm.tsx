import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '@portal/shared';
import { TextInput } from '../forms/TextInput.tsx';

interface RecoveryCodeFormProps {
  interactionId: string;
  error?: string;
  /** Back to the second factor's own code. */
  onBack: () => void;
}

/**
 * A recovery code in place of the second factor (the authenticator app lost), posted by the
 * browser to the provider's interaction; the server reads it loosely (case, spaces, dashes).
 */
export function RecoveryCodeForm({ interactionId, error, onBack }: RecoveryCodeFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();

  function onSubmit(event: FormEvent): void {
    event.preventDefault();
    if (code.trim() === '') {
      setCodeError(messages.required);
      return;
    }
    if (submitted.current) return;
    submitted.current = true;
    formRef.current?.submit();
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={`/oidc/interaction/${encodeURIComponent(interactionId)}/recovery-code`}
      noValidate
      onSubmit={onSubmit}
    >
      <input type="hidden" name="prompt" value="totp" />
      <Stack spacing={2}>
        {error && <Alert severity="error">{error}</Alert>}
        <Typography>{t('recoveryCodes.codeExplanation')}</Typography>
        <TextInput
          label={t('recoveryCodes.codeField')}
          name="recoveryCode"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setCodeError(undefined);
          }}
          required
          fullWidth
          autoFocus
          autoComplete="off"
          error={Boolean(codeError)}
          helperText={codeError}
          slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters', spellCheck: false } }}
        />
        <Button type="submit" variant="contained" size="large">
          {t('app.validate')}
        </Button>
        <Box>
          <Button variant="text" onClick={onBack}>
            {t('recoveryCodes.useApp')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
