import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PhoneEntry } from '@portal/shared';
import { PhoneInput } from './PhoneInput.tsx';
import { addPhone, makePrincipal, removePhone, replacePhone } from './phoneList.ts';
import { PhoneRow } from './PhoneRow.tsx';

interface PhoneListProps {
  value: PhoneEntry[];
  onChange: (phones: PhoneEntry[]) => void;
  /** Goes to the fresh row's input (focus on a failure). */
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  legend?: string;
}

/** The phones: validated rows (edit, delete, one principal) and a fresh row with its Add button. */
export function PhoneList({ value, onChange, inputRef, error, legend }: PhoneListProps) {
  const { t } = useTranslation();
  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {legend ?? t('fields.phones')}
      </Typography>
      {value.map((phone, index) => (
        <PhoneRow
          key={`${index}-${phone.phone}`}
          phone={phone}
          onChange={(next) => onChange(replacePhone(value, index, next))}
          onPrincipal={() => onChange(makePrincipal(value, index))}
          onDelete={() => onChange(removePhone(value, index))}
        />
      ))}
      <PhoneInput
        label={t('fields.phone')}
        buttonLabel={t('signUp.addPhone')}
        inputRef={inputRef}
        onValid={(next) => onChange(addPhone(value, next))}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
