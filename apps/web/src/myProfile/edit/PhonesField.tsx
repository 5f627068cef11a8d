import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneList } from '../../signUp/form/PhoneList.tsx';
import type { ProfileFormValues } from './formValues.ts';

/** The sign-up phone rows on the profile's phones. */
export function PhonesField() {
  const { t } = useTranslation();
  const { control } = useFormContext<ProfileFormValues>();
  return (
    <Controller
      control={control}
      name="phones"
      render={({ field, fieldState }) => (
        <PhoneList
          legend={t('myProfile.phones')}
          value={field.value}
          onChange={field.onChange}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
