/**
 * `PATCH /api/users/me`: the shared rules again, the checks against the database, then every change
 * written in one transaction; an e-mail to the old and new addresses when the address set changes.
 */
import {
  normalizePhone,
  signupMessages,
  validateProfilePatch,
  type ProfilePatch,
  type UserProfile,
} from '@portal/shared';
import type { Config } from '../config/schema.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Repositories } from '../repositories/index.ts';
import { adminScope } from '../admin/scope.ts';
import { unauthorized } from '../errors.ts';
import { signupRepository } from '../signup/repository.ts';
import { applyEmails, planEmails, type EmailsPlan } from './emails.ts';
import { planIdentity, requestedRpps, type IdentityPlan } from './identity.ts';
import { profileUrl } from './links.ts';
import { profileMails } from './mails.ts';
import { pendingUpdatesRepository } from './pending-repository.ts';
import { profileReferences } from './references.ts';
import { ProfileRefusal, uniqueViolation } from './refusal.ts';
import { profileWriteRepository, type StoredAccount, type WorkplaceLink } from './repository.ts';

interface Deps {
  config: Config;
  db: Db;
  repos: Repositories;
  mailer: Mailer;
  log: Logger;
}

/** Everything the transaction writes, decided and checked before it starts. */
interface ChangePlan {
  identity: IdentityPlan;
  jobCode?: string;
  emails?: EmailsPlan;
  phones?: { phone: string; isPrincipal: boolean }[];
  workplaces?: WorkplaceLink[];
  adminSiteIds?: string[];
}

/** Without blanks and repeats; one principal at most, and a lone phone is the principal one. */
function planPhones(list: NonNullable<ProfilePatch['phones']>) {
  const byNumber = new Map<string, boolean>();
  for (const { phone, isPrincipal } of list.filter((entry) => entry.phone.trim() !== '')) {
    const number = normalizePhone(phone);
    byNumber.set(number, (byNumber.get(number) ?? false) || isPrincipal === true);
  }
  const phones = [...byNumber].map(([phone, isPrincipal]) => ({ phone, isPrincipal }));
  if (phones.length === 1) phones[0]!.isPrincipal = true;
  return phones;
}

export function createProfilePatch({ config, db, repos, mailer, log }: Deps) {
  const repository = profileWriteRepository(db);
  const references = profileReferences({ references: signupRepository(db), scope: adminScope(db) });

  async function plan(account: StoredAccount, patch: ProfilePatch): Promise<ChangePlan> {
    const identity = planIdentity(account, patch);
    const rpps = requestedRpps(identity);
    if (rpps && (await repository.rppsTakenByOther(rpps, account.id))) {
      throw new ProfileRefusal(signupMessages.rppsAlreadyUsed, 'rpps');
    }
    if (patch.jobCode !== undefined || identity.direct.rpps !== undefined) {
      const rppsAfter = identity.direct.rpps !== undefined ? identity.direct.rpps : account.rpps;
      await references.checkJob(patch.jobCode?.trim() ?? account.jobCode, rppsAfter);
    }
    return {
      identity,
      jobCode: patch.jobCode?.trim(),
      emails: patch.emails && (await planEmails(config, repository, account.id, patch.emails)),
      phones: patch.phones && planPhones(patch.phones),
      workplaces:
        patch.jobPlaces &&
        (await references.checkWorkplaces(patch.jobPlaces, await repository.workplacesOf(account.id))),
      adminSiteIds:
        patch.adminSiteIds &&
        (await references.checkAdminSites(account, patch.adminSiteIds, await repository.adminSiteIdsOf(account.id))),
    };
  }

  async function write(userId: string, change: ChangePlan): Promise<void> {
    try {
      await db.transaction(async (tx) => {
        const writes = profileWriteRepository(tx);
        const pending = pendingUpdatesRepository(tx);
        const jobCode = change.jobCode !== undefined ? { jobCode: change.jobCode } : {};
        await writes.updateAccount(userId, { ...change.identity.direct, ...jobCode });
        for (const { field, value } of change.identity.pending) await pending.save(userId, field, value);
        for (const field of change.identity.withdrawn) await pending.drop(userId, field);
        if (change.emails) await applyEmails(tx, userId, change.emails);
        if (change.phones) await writes.replacePhones(userId, change.phones);
        if (change.workplaces) await writes.replaceWorkplaces(userId, change.workplaces);
        if (change.adminSiteIds) await writes.replaceAdminSites(userId, change.adminSiteIds);
      });
    } catch (error) {
      // Another account took the RPPS or an address between the checks and the transaction.
      const constraint = uniqueViolation(error);
      if (constraint === 'users_rpps_key') throw new ProfileRefusal(signupMessages.rppsAlreadyUsed, 'rpps');
      if (constraint === 'emails_email_key') throw new ProfileRefusal(signupMessages.emailAlreadyUsed, 'emails');
      throw error;
    }
  }

  /** Every address the account had and has now hears of the change; a failed mail does not undo it. */
  async function tellAddressChange(userId: string, emails: EmailsPlan): Promise<void> {
    const removed = emails.removed.map((row) => row.email);
    if (emails.added.length === 0 && removed.length === 0) return;
    const content = profileMails.emailsChanged({
      added: emails.added,
      removed,
      at: new Date(),
      url: profileUrl(config.public_url),
    });
    const recipients = [...emails.wanted.map((email) => email.email), ...removed];
    const results = await Promise.allSettled(recipients.map((to) => mailer.send(to, content)));
    const failed = results.filter((result) => result.status === 'rejected').length;
    if (failed > 0) log.warn({ userId, failed, recipients: recipients.length }, 'address change notice not delivered');
  }

  return {
    async apply(userId: string, patch: ProfilePatch): Promise<UserProfile> {
      const account = await repository.findAccount(userId);
      if (!account) throw unauthorized();
      const [failure] = validateProfilePatch(patch, {
        isCorporation: account.isCorporation,
        hasAdminRights: account.isAdmin || account.isSuperAdmin,
        blockedDomains: config.blocked_email_domains,
      });
      if (failure) throw new ProfileRefusal(failure.message, failure.field);
      const change = await plan(account, patch);
      await write(userId, change);
      if (change.emails) await tellAddressChange(userId, change.emails);
      const profile = await repos.users.getProfile(userId);
      if (!profile) throw unauthorized();
      return profile;
    },
  };
}

export type ProfilePatchService = ReturnType<typeof createProfilePatch>;
