import type { FieldPath, FieldValues } from 'react-hook-form';
import { PasswordField } from './PasswordField.tsx';
import { TextInput, type TextInputProps } from './TextInput.tsx';
import { useFormField, type FormFieldOptions } from './useFormField.ts';

type BoundProps = 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'helperText';

type FormTextFieldProps<T extends FieldValues, N extends FieldPath<T>> = FormFieldOptions<T, N> &
  Omit<TextInputProps, BoundProps | 'type'> & {
    type?: 'email' | 'tel';
    /** A password input, with its show/hide button. */
    password?: boolean;
  };

/**
 * A full-width text field (`TextInput`) bound to a form field: its value, its focus on a failure and its error
 * message (or else its hint).
 */
export function FormTextField<T extends FieldValues, N extends FieldPath<T> = FieldPath<T>>({
  name,
  control,
  rules,
  hint,
  password = false,
  ...textFieldProps
}: FormTextFieldProps<T, N>) {
  const fieldProps = useFormField({ name, control, rules, hint });
  return password ? (
    <PasswordField fullWidth {...textFieldProps} {...fieldProps} />
  ) : (
    <TextInput fullWidth {...textFieldProps} {...fieldProps} />
  );
}
