/**
 * The password strength's estimator (zxcvbn-ts and its dictionaries, `@portal/shared`), built once
 * per process: about 200 ms and 20 MB; and the details of an account its password must not use.
 */
import type { PasswordStrengthEstimator, PersonalDetails } from '@portal/shared';
import { createPasswordStrengthEstimator } from '@portal/shared/password-strength-estimator';
import type { accountsRepository } from '../accounts/repository.ts';

let estimator: PasswordStrengthEstimator | undefined;

export function passwordStrengthEstimator(): PasswordStrengthEstimator {
  estimator ??= createPasswordStrengthEstimator();
  return estimator;
}

/** The account's names (a corporation's name is its last name) and every address. */
export async function accountPersonalDetails(
  accounts: ReturnType<typeof accountsRepository>,
  userId: string,
): Promise<PersonalDetails | null> {
  const user = await accounts.findUserById(userId);
  if (!user) return null;
  return { firstName: user.firstName, lastName: user.lastName, emails: await accounts.addressesOf(userId) };
}
