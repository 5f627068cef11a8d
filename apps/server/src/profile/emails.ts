/**
 * The e-mail list of a change set: addresses kept (principal flag and client apps updated), new
 * ones proven by the sign-up's code validation, removed ones deleted with their bindings.
 */
import { normalizeEmail, profileMessages, signupMessages, type ProfileEmail } from '@portal/shared';
import { checkEmailClientApps } from '../accounts/email-client-apps.ts';
import type { Config } from '../config/schema.ts';
import { signupRepository, type SignupRepository } from '../sign-up/repository.ts';
import type { Db } from '../db/client.ts';
import { refused } from '../http/errors.ts';
import { profileChangeRepository, type ProfileChangeRepository, type StoredEmail } from './change-repository.ts';

interface WantedEmail {
  email: string;
  isPrincipal: boolean;
  clientApps: string[];
  /** The row when the address is already the account's. */
  stored?: StoredEmail;
  emailValidationId?: string;
}

export interface EmailsPlan {
  wanted: WantedEmail[];
  removed: StoredEmail[];
  added: string[];
}

/** Checks the list (already through the shared rules) against the configuration and the other accounts. */
export async function planEmails(
  config: Config,
  { repository, validations }: { repository: ProfileChangeRepository; validations: SignupRepository },
  userId: string,
  list: ProfileEmail[],
): Promise<EmailsPlan> {
  checkEmailClientApps(
    config,
    list.map((email) => email.clientApps),
  );
  const stored = new Map((await repository.emailsOf(userId)).map((row) => [normalizeEmail(row.email), row]));
  const wanted: WantedEmail[] = list.map((email) => ({
    email: email.email.trim(),
    isPrincipal: email.isPrincipal,
    clientApps: [...new Set(email.clientApps)],
    stored: stored.get(normalizeEmail(email.email)),
    emailValidationId: email.emailValidationId,
  }));
  for (const email of wanted.filter((wish) => !wish.stored)) {
    // Proved first: whether an unproved address has an account is told to no one.
    if (!email.emailValidationId || !(await validations.isValidated(email.emailValidationId, email.email))) {
      throw refused(profileMessages.emailNotValidated, 'emails');
    }
    if (await repository.emailTakenByOther(email.email, userId)) {
      throw refused(signupMessages.emailAlreadyUsed, 'emails');
    }
  }
  const kept = new Set(wanted.map((email) => normalizeEmail(email.email)));
  return {
    wanted,
    removed: [...stored.values()].filter((row) => !kept.has(normalizeEmail(row.email))),
    added: wanted.filter((email) => !email.stored).map((email) => email.email),
  };
}

/** Inside the change's transaction: each new address uses up its validation, once. */
export async function applyEmails(tx: Db, userId: string, plan: EmailsPlan): Promise<void> {
  const repository = profileChangeRepository(tx);
  const validations = signupRepository(tx);
  await repository.clearPrincipalEmail(userId);
  await repository.deleteEmails(
    userId,
    plan.removed.map((row) => row.id),
  );
  for (const email of plan.wanted) {
    let emailId = email.stored?.id;
    if (!emailId) {
      if (!(await validations.useValidation(email.emailValidationId ?? '', email.email))) {
        throw refused(profileMessages.emailNotValidated, 'emails');
      }
      emailId = await repository.insertEmail(userId, email.email);
    }
    await repository.replaceClientApps(emailId, email.clientApps);
    if (email.isPrincipal) await repository.setPrincipalEmail(emailId);
  }
}
