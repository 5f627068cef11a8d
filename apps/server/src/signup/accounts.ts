/** `POST /api/signup`: every rule again, then one unactivated account written whole, then the admins told. */
import {
  NOTIFICATION_FAILED,
  normalizePhone,
  signupMessages,
  validateSignup,
  type SignupAnswer,
  type SignupField,
  type SignupPayload,
} from '@portal/shared';
import type { Config } from '../config/schema.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { Repositories } from '../repositories/index.ts';
import { insertAccount } from '../seed/accounts.ts';
import type { PasswordHasher } from '../security/passwords.ts';
import { HttpError } from '../errors.ts';
import type { SignupLimiter } from './email-validation.ts';
import type { Mailer } from '../mail/mailer.ts';
import { signupMails } from './mails.ts';
import { signupRepository } from './repository.ts';

/** A refused sign-up: its status, French message and the field the browser scrolls to. */
export class SignupRefusal extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    readonly field: SignupField,
    code = 'VALIDATION',
  ) {
    super(statusCode, message, code);
  }
}

interface Deps {
  config: Config;
  db: Db;
  repos: Repositories;
  hasher: () => Promise<PasswordHasher>;
  mailer: Mailer;
  limit: SignupLimiter;
  log: Logger;
}

/** The unique index a failed insert hit, if that was the failure. */
function uniqueViolation(error: unknown): string | undefined {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return undefined;
}

export function createSignupAccounts({ config, db, repos, hasher, mailer, limit, log }: Deps) {
  const repository = signupRepository(db);

  /** The checks against the database, with a clear message each (the transaction re-checks the races). */
  async function checkReferences(payload: SignupPayload, email: string) {
    if (await repository.emailTaken(email)) throw new SignupRefusal(409, signupMessages.emailAlreadyUsed, 'emails');
    if (payload.rpps && (await repository.rppsTaken(payload.rpps))) {
      throw new SignupRefusal(409, signupMessages.rppsAlreadyUsed, 'rpps');
    }
    const job = await repository.findJob(payload.jobCode);
    if (!job) throw new SignupRefusal(400, signupMessages.unknownJob, 'jobCode');
    if (payload.rpps && !job.isRpps) throw new SignupRefusal(400, signupMessages.rppsJobOnly, 'jobCode');
    const places = [...new Map(payload.jobPlaces.map((p) => [p.jobPlaceId, p])).values()].filter(
      (p) => p.jobPlaceId && p.adminSiteId,
    );
    if ((await repository.countJobPlaces(places.map((p) => p.jobPlaceId))) !== places.length) {
      throw new SignupRefusal(400, signupMessages.unknownJobPlace, 'jobPlaces');
    }
    const sites = [...new Set(places.map((p) => p.adminSiteId))];
    if ((await repository.countActiveAdminSites(sites)) !== sites.length) {
      throw new SignupRefusal(400, signupMessages.unknownAdminSite, 'jobPlaces');
    }
    return { places, jobLabel: job.label };
  }

  async function create(payload: SignupPayload, email: string, places: SignupPayload['jobPlaces']) {
    const passwordHash = await (await hasher()).hash(payload.password);
    const phones = [...(payload.phones ?? [])]
      .filter((p) => p.phone.trim() !== '')
      .sort((a, b) => Number(b.isPrincipal) - Number(a.isPrincipal))
      .map((p) => normalizePhone(p.phone));
    const corporation = payload.isCorporation === true;
    try {
      return await db.transaction(async (tx) => {
        // Conditional update: of two submits of one validation, only one goes on.
        if (!(await signupRepository(tx).useValidation(payload.emails[0]!.emailValidationId, email))) {
          throw new SignupRefusal(400, signupMessages.emailNotValidated, 'emails');
        }
        return insertAccount(tx, {
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
          jobPlaces: places,
        });
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'users_rpps_key') throw new SignupRefusal(409, signupMessages.rppsAlreadyUsed, 'rpps');
      if (constraint !== undefined) throw new SignupRefusal(409, signupMessages.emailAlreadyUsed, 'emails');
      throw error;
    }
  }

  /** True when at least one administrator got the notice. */
  async function notifyAdmins(userId: string, payload: SignupPayload, email: string, job: string) {
    const recipients = await repos.users.findAdminEmailsForUser(userId);
    const userName = [payload.firstName, payload.lastName].filter(Boolean).join(' ');
    const content = signupMails.accountAwaitsValidation({ userName, userEmail: email, rpps: payload.rpps, job });
    const results = await Promise.allSettled(recipients.map((to) => mailer.send(to, content)));
    const delivered = results.filter((r) => r.status === 'fulfilled').length;
    if (delivered === 0) log.warn({ userId, recipients: recipients.length }, 'sign-up notification not delivered');
    return delivered > 0;
  }

  return {
    async signUp(payload: SignupPayload, ip: string, returnTo?: string): Promise<SignupAnswer> {
      await limit('signup_per_ip', ip);
      const options = { passwordSecurity: config.password_security, blockedDomains: config.blocked_email_domains };
      const [failure] = validateSignup(payload, options);
      if (failure) throw new SignupRefusal(400, failure.message, failure.field);
      const email = payload.emails[0]!.email.trim();
      const { places, jobLabel } = await checkReferences(payload, email);
      const userId = await create(payload, email, places);
      if (!(await notifyAdmins(userId, payload, email, jobLabel))) {
        return { code: NOTIFICATION_FAILED, message: signupMessages.notificationFailed, returnTo };
      }
      return { returnTo };
    },
  };
}

export type SignupAccounts = ReturnType<typeof createSignupAccounts>;
