import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { LOGIN_CODE_LENGTH } from '@portal/shared';

interface CodeFieldProps {
  label: string;
  value: string;
  onChange: (code: string) => void;
  prefix?: string;
  numeric: boolean;
  error?: string;
}

/** The 6-character sign-in code, posted as `otpToken`, after the prefix of the e-mail that carried it. */
export function CodeField({ label, value, onChange, prefix, numeric, error }: CodeFieldProps) {
  const shownPrefix = prefix ? (prefix.endsWith('-') ? prefix : `${prefix}-`) : undefined;
  return (
    <TextField
      label={label}
      name="otpToken"
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\s/g, ''))}
      required
      fullWidth
      autoComplete="one-time-code"
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        htmlInput: {
          maxLength: LOGIN_CODE_LENGTH,
          inputMode: numeric ? 'numeric' : 'text',
          spellCheck: false,
          autoCapitalize: 'off',
        },
        input: shownPrefix
          ? { startAdornment: <InputAdornment position="start">{shownPrefix}</InputAdornment> }
          : undefined,
      }}
    />
  );
}
