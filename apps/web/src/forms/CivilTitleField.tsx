import { useId, type ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { CivilTitle } from '@portal/shared';

/** `M`, `MME`, `Non défini` (value Other), in a form with a `civilTitle` field; `children` go under the radios. */
export function CivilTitleField({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const labelId = useId();
  const { control } = useFormContext<{ civilTitle: CivilTitle }>();
  return (
    <Controller
      control={control}
      name="civilTitle"
      render={({ field, fieldState }) => (
        <FormControl required error={Boolean(fieldState.error)}>
          <FormLabel id={labelId}>{t('fields.civilTitle')}</FormLabel>
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
              label={t('fields.titleM')}
            />
            <FormControlLabel value="MME" control={<Radio />} label={t('fields.titleMme')} />
            <FormControlLabel value="Other" control={<Radio />} label={t('fields.titleOther')} />
          </RadioGroup>
          {children}
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
