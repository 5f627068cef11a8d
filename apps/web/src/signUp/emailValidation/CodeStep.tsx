import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { SIGNUP_CODE_LENGTH } from '@portal/shared';

interface CodeStepProps {
  prefix: string;
  verifying: boolean;
  onVerify: (otp: string) => void;
  onCancel: () => void;
}

/** The 9-character code after the prefix of the e-mail that carried it; sent as soon as it is complete. */
export function CodeStep({ prefix, verifying, onVerify, onCancel }: CodeStepProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const shownPrefix = prefix && !prefix.endsWith('-') ? `${prefix}-` : prefix;
  const change = (value: string) => {
    const next = value.replace(/\s/g, '').slice(0, SIGNUP_CODE_LENGTH);
    setCode(next);
    if (next.length === SIGNUP_CODE_LENGTH && !verifying) onVerify(next);
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (code !== '') onVerify(code);
      }}
    >
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('emailValidation.codeSent')}</DialogContentText>
        <TextField
          label={t('emailValidation.code')}
          value={code}
          onChange={(event) => change(event.target.value)}
          required
          fullWidth
          autoFocus
          autoComplete="one-time-code"
          slotProps={{
            htmlInput: { maxLength: SIGNUP_CODE_LENGTH, spellCheck: false, autoCapitalize: 'off' },
            input: shownPrefix
              ? { startAdornment: <InputAdornment position="start">{shownPrefix}</InputAdornment> }
              : undefined,
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('app.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={code === '' || verifying}>
          {t('emailValidation.verify')}
        </Button>
      </DialogActions>
    </form>
  );
}
