/**
 * `PATCH /api/users/me`: the shared rules again, the checks against the database, then every change
 * written in one transaction. A change of the addresses that decides who gets in (one added or
 * removed, the principal moved, the address an app receives) needs a recent authentication, and
 * every address the account had and has is told of it. Also the binding of one address to a client app.
 */
import { recordAudit } from '../audit/record.ts';
import {
  httpMessages,
  isSameAddress,
  signupMessages,
  validateProfilePatch,
  type JobPlaceLink,
  type ProfilePatch,
  type UserProfile,
} from '@portal/shared';
import type { Config } from '../config/schema.ts';
import type { Db } from '../db/client.ts';
import { uniqueViolation } from '../db/sql.ts';
import { signupRepository } from '../sign-up/repository.ts';
import { badRequest, refused, unauthorized } from '../http/errors.ts';
import { absoluteSpaUrl } from '../http/spa-url.ts';
import { reauthenticationRequired } from '../http/step-up.ts';
import type { CurrentSessions, RevokeAccess } from '../accounts/revocation.ts';
import { emailsChangedMail } from '../mail/emails-changed.ts';
import type { Notify } from '../mail/notify.ts';
import { findClientApp } from '../oidc/clients.ts';
import type { ClientSuspensions } from '../oidc/client-suspensions.ts';
import { jobPlaceReferences } from '../job-places/references.ts';
import { checkAdminSites } from './admin-sites.ts';
import { profileChangeRepository, type StoredAccount } from './change-repository.ts';
import { applyEmails, changesWhoGetsIn, planEmails, type AppAddressChange, type EmailsPlan } from './emails.ts';
import { planIdentity, requestedRpps, type IdentityPlan } from './identity.ts';
import { pendingUpdatesRepository } from './pending-updates-repository.ts';
import { planPhones } from './phones.ts';
import { profileRepository } from './repository.ts';

interface Deps {
  config: Config;
  db: Db;
  notify: Notify;
  revokeAccess: RevokeAccess;
  suspensions: ClientSuspensions;
}

/** Everything the transaction writes, decided and checked before it starts. */
interface ChangePlan {
  identity: IdentityPlan;
  emails?: EmailsPlan;
  phones?: { phone: string; isPrincipal: boolean }[];
  jobPlaces?: JobPlaceLink[];
  adminSiteIds?: string[];
}

export function createProfile({ config, db, notify, revokeAccess, suspensions }: Deps) {
  const changes = profileChangeRepository(db);
  const profiles = profileRepository(db);
  const references = jobPlaceReferences(db);
  const validations = signupRepository(db);

  /** The profession asked for must exist, and be an RPPS one for an RPPS holder (today or asked for). */
  async function jobOf(account: StoredAccount, patch: ProfilePatch): Promise<{ isRpps: boolean } | null> {
    const jobCode = patch.jobCode?.trim() ?? account.jobCode;
    if (jobCode === null || (patch.jobCode === undefined && patch.rpps === undefined)) return null;
    const rppsAfter = patch.rpps !== undefined ? patch.rpps?.trim() || null : account.rpps;
    return references.checkJob(jobCode, rppsAfter);
  }

  async function plan(account: StoredAccount, patch: ProfilePatch): Promise<ChangePlan> {
    const job = await jobOf(account, patch);
    const identity = planIdentity(account, patch, patch.jobCode !== undefined && job?.isRpps === true);
    const rpps = requestedRpps(identity);
    if (rpps && (await changes.rppsTakenByOther(rpps, account.id))) {
      throw refused(signupMessages.rppsAlreadyUsed, 'rpps');
    }
    return {
      identity,
      emails:
        patch.emails && (await planEmails(config, { repository: changes, validations }, account.id, patch.emails)),
      phones: patch.phones && planPhones(patch.phones),
      jobPlaces:
        patch.jobPlaces && (await references.checkJobPlaces(patch.jobPlaces, await changes.jobPlacesOf(account.id))),
      adminSiteIds:
        patch.adminSiteIds &&
        (await checkAdminSites(references, account, patch.adminSiteIds, await changes.adminSiteIdsOf(account.id))),
    };
  }

  /**
   * One transaction; when addresses are removed, it also ends the account's other sessions
   * (revocation). `tell` records the notices in it.
   */
  async function write(
    userId: string,
    change: ChangePlan,
    current: CurrentSessions,
    tell?: (tx: Db) => Promise<void>,
  ): Promise<void> {
    const writeAll = async (tx: Db) => {
      const writes = profileChangeRepository(tx);
      const pending = pendingUpdatesRepository(tx);
      await writes.updateAccount(userId, change.identity.direct);
      for (const { field, value } of change.identity.pending) {
        await pending.save(userId, field, value);
      }
      for (const field of change.identity.withdrawn) await pending.drop(userId, field);
      if (change.emails) {
        await applyEmails(tx, userId, change.emails);
        for (const email of change.emails.added)
          await recordAudit(tx, { action: 'emailAdded', subjectId: userId, details: { email } });
        for (const { email } of change.emails.removed) {
          await recordAudit(tx, { action: 'emailRemoved', subjectId: userId, details: { email } });
        }
      }
      if (change.phones) await writes.replacePhones(userId, change.phones);
      if (change.jobPlaces) await writes.replaceJobPlaces(userId, change.jobPlaces);
      if (change.adminSiteIds) await writes.replaceAdminSites(userId, change.adminSiteIds);
      await tell?.(tx);
    };
    try {
      if (change.emails?.removed.length) await revokeAccess(userId, current, writeAll);
      else await db.transaction(writeAll);
    } catch (error) {
      // Another account took the RPPS or an address between the checks and the transaction.
      const constraint = uniqueViolation(error);
      if (constraint === 'users_rpps_key') throw refused(signupMessages.rppsAlreadyUsed, 'rpps');
      if (constraint === 'emails_email_key') throw refused(signupMessages.emailAlreadyUsed, 'emails');
      throw error;
    }
  }

  /** Every address the account had and has now hears of the change, recorded with it (`tx`). */
  async function tellAddressChange(
    tx: Db,
    recipients: string[],
    change: { added?: string[]; removed?: string[]; principal?: EmailsPlan['principal']; apps: AppAddressChange[] },
  ): Promise<void> {
    const apps = change.apps.map(({ clientId, email }) => ({
      app: findClientApp(config, clientId)?.portal_name ?? clientId,
      email,
    }));
    const content = emailsChangedMail({
      added: change.added ?? [],
      removed: change.removed ?? [],
      principal: change.principal,
      apps,
      at: new Date(),
      url: absoluteSpaUrl(config.public_url, 'myProfile'),
    });
    await notify(recipients, content, { kind: 'emails-changed', tx });
  }

  async function read(userId: string): Promise<UserProfile> {
    const profile = await profiles.getProfile(userId);
    if (!profile) throw unauthorized();
    return profile;
  }

  return {
    read,

    /**
     * `current`: the sessions of the browser making the change; `isRecent`: whether it proved who
     * its user is lately (a change of the addresses that decides who gets in asks for it).
     */
    async apply(
      userId: string,
      patch: ProfilePatch,
      { current, isRecent }: { current: CurrentSessions; isRecent: () => Promise<boolean> },
    ): Promise<UserProfile> {
      const account = await changes.findAccount(userId);
      if (!account) throw unauthorized();
      const [failure] = validateProfilePatch(patch, {
        isCorporation: account.isCorporation,
        hasAdminRights: account.isAdmin || account.isSuperAdmin,
        blockedDomains: config.blocked_email_domains,
      });
      if (failure) throw refused(failure.message, failure.field);
      const change = await plan(account, patch);
      const emails = change.emails && changesWhoGetsIn(change.emails) ? change.emails : undefined;
      if (emails && !(await isRecent())) throw reauthenticationRequired();
      const removed = emails?.removed.map((row) => row.email) ?? [];
      const tell = emails
        ? (tx: Db) =>
            tellAddressChange(tx, [...emails.wanted.map((address) => address.email), ...removed], {
              ...emails,
              removed,
            })
        : undefined;
      await write(userId, change, current, tell);
      return read(userId);
    },

    /**
     * The app then receives this address as its `email` claim (spec: bind-client-app). Choosing the
     * address it already receives changes nothing; another one needs a recent authentication
     * (`isRecent`) and every address of the account is told.
     */
    async bindEmailToClientApp(userId: string, email: string, appClientId: string, isRecent: () => Promise<boolean>) {
      const clientApp = findClientApp(config, appClientId);
      // Only an app with a tile the user may open: not the portal itself, a link or a suspended app.
      if (!clientApp || clientApp.link_only || clientApp.hidden || (await suspensions.isSuspended(appClientId))) {
        throw badRequest(httpMessages.unknownClientApp);
      }
      const addresses = await changes.emailsOf(userId);
      const chosen = addresses.find((row) => isSameAddress(row.email, email));
      if (!chosen) throw badRequest(httpMessages.emailNotOwned);
      if (chosen.clientApps.includes(appClientId)) return { email, appClientId };
      if (!(await isRecent())) throw reauthenticationRequired();
      await db.transaction(async (tx) => {
        if (!(await profileChangeRepository(tx).bindEmailToClient(userId, email, appClientId))) {
          throw badRequest(httpMessages.emailNotOwned);
        }
        await tellAddressChange(
          tx,
          addresses.map((row) => row.email),
          { apps: [{ clientId: appClientId, email: chosen.email }] },
        );
      });
      return { email, appClientId };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfile>;
