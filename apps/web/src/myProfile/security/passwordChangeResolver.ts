import type { FieldErrors, Resolver } from 'react-hook-form';
import { validatePasswordChange, type PasswordChange, type PasswordSecurity } from '@portal/shared';

export const EMPTY_PASSWORD_CHANGE: PasswordChange = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/** The shared password-change rules (the server runs the same) with the configured policy. */
export function passwordChangeResolver(policy: PasswordSecurity): Resolver<PasswordChange> {
  return (values) => {
    const failures = validatePasswordChange(values, policy);
    if (failures.length === 0) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const { field, message } of failures) errors[field] ??= { type: 'validate', message };
    return { values: {}, errors: errors as FieldErrors<PasswordChange> };
  };
}
