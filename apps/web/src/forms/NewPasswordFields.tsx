import type { Control, FieldPath, FieldValues, UseControllerProps } from 'react-hook-form';
import { messages } from '@portal/shared';
import { FormTextField } from './FormTextField.tsx';

type Rules<T extends FieldValues> = UseControllerProps<T>['rules'];

interface NewPasswordFieldsProps<T extends FieldValues> {
  /** Without it, the fields belong to the form of the nearest `FormProvider`. */
  control?: Control<T>;
  names: { password: FieldPath<T>; confirmation: FieldPath<T> };
  labels: { password: string; confirmation: string };
  /** For a form checked field by field, without a resolver. */
  rules?: { password?: Rules<T>; confirmation?: Rules<T> };
}

/** A new password (with the policy hint) and its confirmation: sign-up, password reset, password change. */
export function NewPasswordFields<T extends FieldValues>({
  control,
  names,
  labels,
  rules = {},
}: NewPasswordFieldsProps<T>) {
  const fields = [
    { name: names.password, label: labels.password, rules: rules.password, hint: messages.passwordHint },
    { name: names.confirmation, label: labels.confirmation, rules: rules.confirmation },
  ];
  return fields.map((field) => (
    <FormTextField key={field.name} control={control} {...field} password autoComplete="new-password" required />
  ));
}
