/**
 * The e-mail list of a change set: addresses kept (principal flag and client apps updated), new
 * ones proven by the sign-up's code validation, removed ones deleted with their bindings; and what
 * of it decides who gets in (step-up, the owner's notice).
 */
import { isSameAddress, normalizeEmail, profileMessages, signupMessages, type ProfileEmail } from '@portal/shared';
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

/** A client app that receives another address from now on: this one, or the principal (null). */
export interface AppAddressChange {
  clientId: string;
  email: string | null;
}

export interface EmailsPlan {
  wanted: WantedEmail[];
  removed: StoredEmail[];
  added: string[];
  /** Where codes and reset links go, before and after, when it moves. */
  principal?: { before: string | null; after: string };
  apps: AppAddressChange[];
}

/** Whether the change adds, removes or promotes an address, or changes the address an app receives. */
export const changesWhoGetsIn = (plan: EmailsPlan) =>
  plan.added.length > 0 || plan.removed.length > 0 || plan.principal !== undefined || plan.apps.length > 0;

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
    principal: principalMove([...stored.values()], wanted),
    apps: appAddressChanges([...stored.values()], wanted),
  };
}

type Addresses = Pick<WantedEmail, 'email' | 'isPrincipal' | 'clientApps'>[];

function principalMove(before: Addresses, after: Addresses): EmailsPlan['principal'] {
  const was = before.find((email) => email.isPrincipal)?.email ?? null;
  const is = after.find((email) => email.isPrincipal)?.email;
  if (is === undefined || (was !== null && isSameAddress(was, is))) return undefined;
  return { before: was, after: is };
}

function appAddressChanges(before: Addresses, after: Addresses): AppAddressChange[] {
  const receivers = (list: Addresses) =>
    new Map(list.flatMap((email) => email.clientApps.map((clientId) => [clientId, email.email] as const)));
  const was = receivers(before);
  const is = receivers(after);
  return [...new Set([...was.keys(), ...is.keys()])]
    .filter((clientId) => !isSameAddress(was.get(clientId) ?? '', is.get(clientId) ?? ''))
    .map((clientId) => ({ clientId, email: is.get(clientId) ?? null }));
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
