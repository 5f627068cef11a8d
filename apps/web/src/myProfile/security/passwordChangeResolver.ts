import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  validatePasswordChange,
  type PasswordChange,
  type PasswordSecurity,
  type PasswordStrengthEstimator,
  type PersonalDetails,
} from '@portal/shared';

export const EMPTY_PASSWORD_CHANGE: PasswordChange = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/**
 * The shared password-change rules (the server runs the same) with the configured policy, and the
 * strength once its estimator is loaded.
 */
export function passwordChangeResolver(
  policy: PasswordSecurity,
  strength?: { estimator: PasswordStrengthEstimator; details: PersonalDetails },
): Resolver<PasswordChange> {
  return (values) => {
    const failures = validatePasswordChange(values, policy, strength);
    if (failures.length === 0) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const { field, message } of failures) errors[field] ??= { type: 'validate', message };
    return { values: {}, errors: errors as FieldErrors<PasswordChange> };
  };
}
