import type { Ref } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import { TextInput } from './TextInput.tsx';

interface CodeFieldProps {
  label: string;
  value: string;
  /** The typed code, without spaces. */
  onChange: (code: string) => void;
  /** How many characters the code has. */
  length: number;
  /** The prefix of the e-mail that carried the code, shown before it. */
  prefix?: string;
  numeric?: boolean;
  name?: string;
  error?: string;
  autoFocus?: boolean;
  readOnly?: boolean;
  /** The input, for a screen that moves the focus to it. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A one-time code: sign-in code, authenticator code or e-mail validation code. */
export function CodeField({ label, value, onChange, length, prefix, numeric, name, error, ...input }: CodeFieldProps) {
  const shownPrefix = prefix ? (prefix.endsWith('-') ? prefix : `${prefix}-`) : undefined;
  return (
    <TextInput
      label={label}
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\s/g, ''))}
      required
      fullWidth
      autoFocus={input.autoFocus}
      inputRef={input.inputRef}
      autoComplete="one-time-code"
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        htmlInput: {
          maxLength: length,
          inputMode: numeric ? 'numeric' : 'text',
          spellCheck: false,
          autoCapitalize: 'off',
          readOnly: input.readOnly,
        },
        input: shownPrefix
          ? { startAdornment: <InputAdornment position="start">{shownPrefix}</InputAdornment> }
          : undefined,
      }}
    />
  );
}
