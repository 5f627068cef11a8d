/**
 * `PATCH /api/users/me`: the shared rules again, the checks against the database, then every change
 * written in one transaction; an e-mail to the old and new addresses when the address set changes.
 * Also the binding of one address to a client app.
 */
import {
  httpMessages,
  signupMessages,
  validateProfilePatch,
  type JobPlaceLink,
  type ProfilePatch,
  type UserProfile,
} from '@portal/shared';
import { adminScopeRepository } from '../admin/scope-repository.ts';
import type { Config } from '../config/schema.ts';
import type { Db } from '../db/client.ts';
import { uniqueViolation } from '../db/sql.ts';
import { badRequest, refused, unauthorized } from '../http/errors.ts';
import { absoluteSpaUrl } from '../http/spa-url.ts';
import { emailsChangedMail } from '../mail/emails-changed.ts';
import type { Notify } from '../mail/notify.ts';
import { findClientApp } from '../oidc/clients.ts';
import { jobPlaceReferences } from '../job-places/references.ts';
import { checkAdminSites } from './admin-sites.ts';
import { profileChangeRepository, type StoredAccount } from './change-repository.ts';
import { applyEmails, planEmails, type EmailsPlan } from './emails.ts';
import { planIdentity, requestedRpps, type IdentityPlan } from './identity.ts';
import { pendingUpdatesRepository } from './pending-updates-repository.ts';
import { planPhones } from './phones.ts';
import { profileRepository } from './repository.ts';

interface Deps {
  config: Config;
  db: Db;
  notify: Notify;
}

/** Everything the transaction writes, decided and checked before it starts. */
interface ChangePlan {
  identity: IdentityPlan;
  jobCode?: string;
  emails?: EmailsPlan;
  phones?: { phone: string; isPrincipal: boolean }[];
  jobPlaces?: JobPlaceLink[];
  adminSiteIds?: string[];
}

export function createProfile({ config, db, notify }: Deps) {
  const changes = profileChangeRepository(db);
  const profiles = profileRepository(db);
  const references = jobPlaceReferences(db);
  const scope = adminScopeRepository(db);

  async function plan(account: StoredAccount, patch: ProfilePatch): Promise<ChangePlan> {
    const identity = planIdentity(account, patch);
    const rpps = requestedRpps(identity);
    if (rpps && (await changes.rppsTakenByOther(rpps, account.id))) {
      throw refused(signupMessages.rppsAlreadyUsed, 'rpps');
    }
    const jobCode = patch.jobCode?.trim() ?? account.jobCode;
    if (jobCode !== null && (patch.jobCode !== undefined || identity.direct.rpps !== undefined)) {
      const rppsAfter = identity.direct.rpps !== undefined ? identity.direct.rpps : account.rpps;
      await references.checkJob(jobCode, rppsAfter);
    }
    return {
      identity,
      jobCode: patch.jobCode?.trim(),
      emails: patch.emails && (await planEmails(config, changes, account.id, patch.emails)),
      phones: patch.phones && planPhones(patch.phones),
      jobPlaces:
        patch.jobPlaces && (await references.checkJobPlaces(patch.jobPlaces, await changes.jobPlacesOf(account.id))),
      adminSiteIds:
        patch.adminSiteIds &&
        (await checkAdminSites(
          { references, scope },
          account,
          patch.adminSiteIds,
          await changes.adminSiteIdsOf(account.id),
        )),
    };
  }

  async function write(userId: string, change: ChangePlan): Promise<void> {
    try {
      await db.transaction(async (tx) => {
        const writes = profileChangeRepository(tx);
        const pending = pendingUpdatesRepository(tx);
        const jobCode = change.jobCode !== undefined ? { jobCode: change.jobCode } : {};
        await writes.updateAccount(userId, { ...change.identity.direct, ...jobCode });
        for (const { field, value } of change.identity.pending) await pending.save(userId, field, value);
        for (const field of change.identity.withdrawn) await pending.drop(userId, field);
        if (change.emails) await applyEmails(tx, userId, change.emails);
        if (change.phones) await writes.replacePhones(userId, change.phones);
        if (change.jobPlaces) await writes.replaceJobPlaces(userId, change.jobPlaces);
        if (change.adminSiteIds) await writes.replaceAdminSites(userId, change.adminSiteIds);
      });
    } catch (error) {
      // Another account took the RPPS or an address between the checks and the transaction.
      const constraint = uniqueViolation(error);
      if (constraint === 'users_rpps_key') throw refused(signupMessages.rppsAlreadyUsed, 'rpps');
      if (constraint === 'emails_email_key') throw refused(signupMessages.emailAlreadyUsed, 'emails');
      throw error;
    }
  }

  /** Every address the account had and has now hears of the change; a failed mail does not undo it. */
  async function tellAddressChange(userId: string, emails: EmailsPlan): Promise<void> {
    const removed = emails.removed.map((row) => row.email);
    if (emails.added.length === 0 && removed.length === 0) return;
    const url = absoluteSpaUrl(config.public_url, 'myProfile');
    const content = emailsChangedMail({ added: emails.added, removed, at: new Date(), url });
    const recipients = [...emails.wanted.map((email) => email.email), ...removed];
    await Promise.all(recipients.map((to) => notify(to, content, { userId })));
  }

  async function read(userId: string): Promise<UserProfile> {
    const profile = await profiles.getProfile(userId);
    if (!profile) throw unauthorized();
    return profile;
  }

  return {
    read,

    async apply(userId: string, patch: ProfilePatch): Promise<UserProfile> {
      const account = await changes.findAccount(userId);
      if (!account) throw unauthorized();
      const [failure] = validateProfilePatch(patch, {
        isCorporation: account.isCorporation,
        hasAdminRights: account.isAdmin || account.isSuperAdmin,
        blockedDomains: config.blocked_email_domains,
      });
      if (failure) throw refused(failure.message, failure.field);
      const change = await plan(account, patch);
      await write(userId, change);
      if (change.emails) await tellAddressChange(userId, change.emails);
      return read(userId);
    },

    /** The app then receives this address as its `email` claim (spec: bind-client-app). */
    async bindEmailToClientApp(userId: string, email: string, appClientId: string) {
      const clientApp = findClientApp(config, appClientId);
      if (!clientApp || clientApp.link_only) throw badRequest(httpMessages.unknownClientApp);
      if (!(await changes.bindEmailToClient(userId, email, appClientId))) throw badRequest(httpMessages.emailNotOwned);
      return { email, appClientId };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfile>;
