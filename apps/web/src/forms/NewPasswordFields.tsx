import { Fragment } from 'react';
import { useWatch, type Control, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';
import { messages, type PasswordStrengthEstimator, type PersonalDetails } from '@portal/shared';
import { useConfig } from '../config/ConfigContext.ts';
import { FormTextField } from './FormTextField.tsx';
import { PasswordStrengthMeter } from './passwordStrength/PasswordStrengthMeter.tsx';

type Rules<T extends FieldValues> = UseControllerProps<T>['rules'];

interface NewPasswordFieldsProps<T extends FieldValues> {
  /** Without it, the fields belong to the form of the nearest `FormProvider`. */
  control?: Control<T>;
  names: { password: FieldPath<T>; confirmation: FieldPath<T> };
  labels: { password: string; confirmation: string };
  /** For a form checked field by field, without a resolver. */
  rules?: { password?: Rules<T>; confirmation?: Rules<T> };
  /** The strength meter's estimator (`usePasswordStrengthEstimator`) and whose password it is. */
  strength: { estimator: PasswordStrengthEstimator | undefined; details: PersonalDetails };
}

/**
 * A new password (with the policy hint and the strength meter) and its confirmation: sign-up,
 * password reset, password change.
 */
export function NewPasswordFields<T extends FieldValues>({
  control,
  names,
  labels,
  rules = {},
  strength,
}: NewPasswordFieldsProps<T>) {
  const { password_security: policy } = useConfig();
  const password = useWatch({ control, name: names.password }) as string | undefined;
  const fields = [
    { name: names.password, label: labels.password, rules: rules.password, hint: messages.passwordHint },
    { name: names.confirmation, label: labels.confirmation, rules: rules.confirmation },
  ];
  const meter = (
    <PasswordStrengthMeter
      password={password ?? ''}
      details={strength.details}
      minScore={policy.min_score}
      estimator={strength.estimator}
    />
  );
  // The meter right under the new password, before its confirmation.
  return fields.map((field, index) => (
    <Fragment key={field.name}>
      <FormTextField control={control} {...field} password autoComplete="new-password" required />
      {index === 0 && meter}
    </Fragment>
  ));
}
