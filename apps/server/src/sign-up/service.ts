/**
 * `POST /api/signup`: every rule again, then one unactivated account written whole; once written, the
 * admins told and the new account told that it awaits their validation (a mail that fails undoes nothing).
 */
import {
  NOTIFICATION_FAILED,
  normalizePhone,
  signupMessages,
  validateSignup,
  type SignupAnswer,
  type SignupPayload,
} from '@portal/shared';
import { checkEmailClientApps } from '../accounts/email-client-apps.ts';
import { accountsRepository } from '../accounts/repository.ts';
import { displayName } from '../accounts/current-user.ts';
import type { Config } from '../config/schema.ts';
import type { Db } from '../db/client.ts';
import { uniqueViolation } from '../db/sql.ts';
import { refused, signupTooManyRequests } from '../http/errors.ts';
import type { Logger } from '../logger.ts';
import { jobPlaceReferences } from '../job-places/references.ts';
import { accountAwaitsValidationMail } from '../mail/account-awaits-validation.ts';
import { absoluteSpaUrl } from '../http/spa-url.ts';
import { recordAudit } from '../audit/record.ts';
import type { Notify } from '../mail/notify.ts';
import { signupReceivedMail } from '../mail/signup-received.ts';
import type { PasswordHasher } from '../security/passwords.ts';
import { passwordStrengthEstimator } from '../security/password-strength.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';
import { checkPscSignUp, completePscSignUp } from '../psc/sign-up.ts';
import type { PscIdentity } from '../psc/claims.ts';
import { signupRepository } from './repository.ts';

interface Deps {
  config: Config;
  db: Db;
  hasher: PasswordHasher;
  notify: Notify;
  limiter: RateLimiter;
  log: Logger;
}

/** Where a sign-up pre-filled by Pro Santé Connect goes on: the sign-in by it, without a password. */
export const PSC_SIGN_IN_ADDRESS = '/psc/authorize?purpose=signIn';

export function createSignup({ config, db, hasher, notify, limiter, log }: Deps) {
  const repository = signupRepository(db);
  const references = jobPlaceReferences(db);

  /**
   * The checks against the database, with a clear message each (the transaction re-checks the
   * races). The address must be proved first: whether an unproved address has an account is told
   * to no one (its code goes to its owner only, `email-validation.ts`).
   */
  async function checkReferences(payload: SignupPayload, email: string) {
    if (!(await repository.isValidated(payload.emails[0]!.emailValidationId, email))) {
      throw refused(signupMessages.emailNotValidated, 'emails');
    }
    if (await repository.emailTaken(email)) throw refused(signupMessages.emailAlreadyUsed, 'emails', 409);
    if (payload.rpps && (await repository.rppsTaken(payload.rpps))) {
      throw refused(signupMessages.rppsAlreadyUsed, 'rpps', 409);
    }
    const { label: jobLabel } = await references.checkJob(payload.jobCode, payload.rpps);
    return { jobPlaces: await references.checkJobPlaces(payload.jobPlaces), jobLabel };
  }

  /** Pro Santé Connect's pre-filled sign-up: the reference, this browser's token, the certified identity. */
  interface PscSignUp {
    reference: string;
    browserToken: string;
    identity: PscIdentity;
  }

  async function create(
    payload: SignupPayload,
    email: string,
    jobPlaces: SignupPayload['jobPlaces'],
    psc: PscSignUp | undefined,
    jobLabel: string,
  ): Promise<{ userId: string; adminsTold: boolean }> {
    const passwordHash = await hasher.hash(payload.password);
    const phones = [...(payload.phones ?? [])]
      .filter((p) => p.phone.trim() !== '')
      .sort((a, b) => Number(b.isPrincipal) - Number(a.isPrincipal))
      .map((p) => normalizePhone(p.phone));
    const corporation = payload.isCorporation === true;
    const clientApps = [...new Set(payload.emails[0]!.clientApps ?? [])];
    try {
      return await db.transaction(async (tx) => {
        // Conditional update: of two submits of one validation, only one goes on.
        if (!(await signupRepository(tx).useValidation(payload.emails[0]!.emailValidationId, email))) {
          throw refused(signupMessages.emailNotValidated, 'emails');
        }
        const userId = await accountsRepository(tx).insertAccount({
          civilTitle: corporation ? 'Other' : (payload.civilTitle ?? 'Other'),
          firstName: corporation ? '' : (payload.firstName ?? '').trim(),
          lastName: payload.lastName.trim(),
          rpps: payload.rpps || null,
          isCorporation: corporation,
          activated: false,
          passwordHash,
          jobCode: payload.jobCode,
          emails: [email],
          phones,
          jobPlaces,
        });
        await signupRepository(tx).bindClientApps(userId, clientApps);
        await recordAudit(tx, { action: 'signUp', subjectId: userId, details: { email } });
        if (psc) await completePscSignUp(tx, { ...psc, userId });
        // The notices with the account: none without it, and the account never without them.
        await notify(email, signupReceivedMail({ url: absoluteSpaUrl(config.public_url) }), {
          kind: 'signup-received',
          tx,
        });
        return { userId, adminsTold: await tellAdmins(tx, userId, payload, email, jobLabel) };
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'users_rpps_key') throw refused(signupMessages.rppsAlreadyUsed, 'rpps', 409);
      if (constraint !== undefined) throw refused(signupMessages.emailAlreadyUsed, 'emails', 409);
      throw error;
    }
  }

  /**
   * True when there is an administrator to tell: the notice is then recorded for each, and the
   * outbox delivers it (retrying while the SMTP server refuses).
   */
  async function tellAdmins(tx: Db, userId: string, payload: SignupPayload, email: string, job: string) {
    const recipients = await accountsRepository(tx).findAdminEmailsForUser(userId);
    const userName = displayName({ firstName: payload.firstName ?? '', lastName: payload.lastName });
    const url = absoluteSpaUrl(config.public_url, `admin/users/${userId}`);
    const content = accountAwaitsValidationMail({ userName, userEmail: email, rpps: payload.rpps, job, url });
    await notify(recipients, content, { kind: 'account-awaits-validation', tx });
    if (recipients.length === 0) log.warn({ userId }, 'sign-up notification: no administrator to tell');
    return recipients.length > 0;
  }

  /**
   * `pscBrowser`: the browser's Pro Santé Connect token (its cookie), for a pre-filled sign-up. Such
   * a sign-up answers `returnTo`, the sign-in by Pro Santé Connect (the account is linked already).
   */
  return async function signUp(
    payload: SignupPayload,
    ip: string,
    { pscBrowser }: { pscBrowser?: string } = {},
  ): Promise<SignupAnswer> {
    if (!(await limiter.allow('signup_signup_per_ip', ip))) throw signupTooManyRequests();
    const options = {
      passwordSecurity: config.password_security,
      blockedDomains: config.blocked_email_domains,
      strength: passwordStrengthEstimator(),
    };
    const [failure] = validateSignup(payload, options);
    if (failure) throw refused(failure.message, failure.field);
    checkEmailClientApps(
      config,
      payload.emails.map((email) => email.clientApps ?? []),
    );
    const psc = payload.pscUserInfo
      ? {
          reference: payload.pscUserInfo,
          browserToken: pscBrowser ?? '',
          identity: await checkPscSignUp(db, payload, pscBrowser),
        }
      : undefined;
    const email = payload.emails[0]!.email.trim();
    const { jobPlaces, jobLabel } = await checkReferences(payload, email);
    const { adminsTold } = await create(payload, email, jobPlaces, psc, jobLabel);
    const returnTo = psc?.identity.rpps ? PSC_SIGN_IN_ADDRESS : undefined;
    if (!adminsTold) {
      return { code: NOTIFICATION_FAILED, message: signupMessages.notificationFailed, returnTo };
    }
    return { returnTo };
  };
}
export type SignUp = ReturnType<typeof createSignup>;
