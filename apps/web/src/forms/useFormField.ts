import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
} from 'react-hook-form';

export interface FormFieldOptions<T extends FieldValues, N extends FieldPath<T>> {
  name: N;
  /** Without it, the field belongs to the form of the nearest `FormProvider`. */
  control?: Control<T>;
  rules?: UseControllerProps<T, N>['rules'];
  /** Shown under the field while it has no error. */
  hint?: string;
}

/** A form field's value, events, focus target and error message, as props of an MUI `TextField`. */
export function useFormField<T extends FieldValues, N extends FieldPath<T>>({
  name,
  control,
  rules,
  hint,
}: FormFieldOptions<T, N>) {
  const { field, fieldState } = useController({ name, control, rules });
  return {
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message ?? hint,
  };
}
