import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { SignupFormValues } from './types.ts';

/** `M`, `MME`, `Non défini` (value Other). */
export function CivilTitleField() {
  const { t } = useTranslation();
  const labelId = useId();
  const { control } = useFormContext<SignupFormValues>();
  return (
    <Controller
      control={control}
      name="civilTitle"
      render={({ field, fieldState }) => (
        <FormControl required error={Boolean(fieldState.error)}>
          <FormLabel id={labelId}>{t('signUp.civilTitle')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={labelId}
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
          >
            <FormControlLabel
              value="M"
              control={<Radio slotProps={{ input: { ref: field.ref } }} />}
              label={t('signUp.titleM')}
            />
            <FormControlLabel value="MME" control={<Radio />} label={t('signUp.titleMme')} />
            <FormControlLabel value="Other" control={<Radio />} label={t('signUp.titleOther')} />
          </RadioGroup>
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
