import { useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { firstFailure, phoneRule, requiredRule } from '@portal/shared';

interface PhoneInputProps {
  label: string;
  initial?: string;
  buttonLabel: string;
  onValid: (phone: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** One phone being typed; its button checks the phone rule before handing the number over. */
export function PhoneInput({ label, initial = '', buttonLabel, onValid, inputRef }: PhoneInputProps) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  const submit = () => {
    const failure = firstFailure(value, requiredRule(), phoneRule);
    setError(failure);
    if (failure) return;
    onValid(value);
    setValue('');
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label={label}
        type="tel"
        autoComplete="tel"
        size="small"
        fullWidth
        value={value}
        inputRef={inputRef}
        error={Boolean(error)}
        helperText={error}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            submit();
          }
        }}
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      {/* Level with the field, under its label (labels sit above fields: app/theme.ts). */}
      <Box sx={{ flexShrink: 0, pt: 3.5 }}>
        <Button variant="outlined" onClick={submit}>
          {buttonLabel}
        </Button>
      </Box>
    </Stack>
  );
}
