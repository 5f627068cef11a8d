import { useController } from 'react-hook-form';
import type { PhoneEntry } from '@portal/shared';
import { PhoneList } from './PhoneList.tsx';

/** The phones of a form with a `phones` field (sign-up, profile); see `PhoneList`. */
export function PhonesField({ legend }: { legend?: string }) {
  const { field, fieldState } = useController<{ phones: PhoneEntry[] }, 'phones'>({ name: 'phones' });
  return (
    <PhoneList
      legend={legend}
      value={field.value}
      onChange={field.onChange}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}
