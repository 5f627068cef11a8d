import { Controller, useFormContext } from 'react-hook-form';
import type { SignupFormValues } from './types.ts';
import { PhoneList } from './PhoneList.tsx';

/** The sign-up form's phones (see `PhoneList`). */
export function PhoneRows() {
  const { control } = useFormContext<SignupFormValues>();
  return (
    <Controller
      control={control}
      name="phones"
      render={({ field, fieldState }) => (
        <PhoneList
          value={field.value}
          onChange={field.onChange}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
