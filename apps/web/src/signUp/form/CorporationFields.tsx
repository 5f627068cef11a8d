import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { FormTextField } from '../../forms/FormTextField.tsx';
import type { SignupFormValues } from './types.ts';

/** No-RPPS screen: an account shared by several secretaries asks for a company name. */
export function CorporationFields() {
  const { t } = useTranslation();
  const { control, watch } = useFormContext<SignupFormValues>();
  return (
    <>
      <Controller
        control={control}
        name="isCorporation"
        render={({ field }) => (
          <FormControlLabel
            label={t('signUp.shared')}
            control={
              <Checkbox
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                slotProps={{ input: { ref: field.ref } }}
              />
            }
          />
        )}
      />
      {watch('isCorporation') && (
        <FormTextField
          control={control}
          name="corporationName"
          label={t('fields.companyName')}
          required
          autoComplete="organization"
        />
      )}
    </>
  );
}
