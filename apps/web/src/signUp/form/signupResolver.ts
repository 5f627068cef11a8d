import type { FieldErrors, Resolver } from 'react-hook-form';
import { validateSignup, type SignupField, type SignupRuleOptions } from '@portal/shared';
import { toPayload } from './toPayload.ts';
import type { SignupFormValues, SignupKind } from './types.ts';

/** The form field that shows each rule of `validateSignup`. */
const FORM_FIELD: Record<SignupField, keyof SignupFormValues> = {
  civilTitle: 'civilTitle',
  corporationName: 'corporationName',
  lastName: 'lastName',
  firstName: 'firstName',
  rpps: 'rpps',
  phones: 'phones',
  emails: 'email',
  jobCode: 'jobCode',
  jobPlaces: 'jobPlaces',
  password: 'password',
  confirmPassword: 'confirmPassword',
  cgu: 'cgu',
};

/** The shared sign-up rules (the server runs the same), in form order. */
export function signupResolver(
  kind: SignupKind,
  options: Omit<SignupRuleOptions, 'cguAccepted'>,
): Resolver<SignupFormValues> {
  return (values) => {
    const failures = validateSignup(toPayload(values, kind), { ...options, cguAccepted: values.cgu });
    if (failures.length === 0) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const { field, message } of failures) errors[FORM_FIELD[field]] ??= { type: 'validate', message };
    return { values: {}, errors: errors as FieldErrors<SignupFormValues> };
  };
}

/** Form order, for scrolling to the first failing field. */
export const FIELD_ORDER = Object.values(FORM_FIELD);
