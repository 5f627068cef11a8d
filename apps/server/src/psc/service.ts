/**
 * Pro Santé Connect's rules: who a certified identity signs in as, the data kept for a pre-filled
 * sign-up (an opaque reference in the address, tied to the browser by a cookie, short-lived, used
 * once), and the profile's link. An account is found by its RPPS. The RPPS is public (the national
 * directory), so anyone may have typed it: a certified sign-in links an account by itself only when
 * an administrator validated it and its names are those certified (`sameNames`); otherwise the
 * practitioner is refused, and the account's administrators alerted. An account linked to that RPPS
 * (an earlier certified sign-in, the pre-filled sign-up, the profile's link) signs in; its owner may
 * unlink it (then only the profile links it again).
 */
import type { DirectoryJobPlace, PscLinkState, PscUserInfo } from '@portal/shared';
import { accountsRepository } from '../accounts/repository.ts';
import { displayName } from '../accounts/current-user.ts';
import { recordAudit } from '../audit/record.ts';
import type { Config } from '../config/schema.ts';
import type { Db } from '../db/client.ts';
import { sameNames } from '../directory/identity-check.ts';
import { absoluteSpaUrl } from '../http/spa-url.ts';
import { jobPlacesRepository } from '../job-places/repository.ts';
import type { Notify } from '../mail/notify.ts';
import { rppsClaimedMail } from '../mail/rpps-claimed.ts';
import { pscLinkChangedMail } from '../mail/psc-link-changed.ts';
import { randomToken, sha256 } from '../security/codes.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';
import { readPscClaims, type PscIdentity } from './claims.ts';
import { pscRepository, type PscAccount } from './repository.ts';

export type PscSignInOutcome =
  | { kind: 'signIn'; userId: string }
  | { kind: 'locked' }
  | { kind: 'refused' }
  /** An account declares this RPPS, unlinked, and is not validated or has other names: nobody signs in. */
  | { kind: 'claimed' }
  | { kind: 'unknown' };

export type PscLinkOutcome = 'linked' | 'mismatch';

interface Deps {
  config: Config;
  db: Db;
  notify: Notify;
  /** The administrators' alert of a claimed RPPS: once per account and day at most. */
  limiter: RateLimiter;
}

export function createPsc({ config, db, notify, limiter }: Deps) {
  const repository = pscRepository(db);
  const jobs = jobPlacesRepository(db);
  const accounts = accountsRepository(db);
  /** The profile's link or unlink changed how the account signs in: every address hears of it. */
  const tellOwner = async (tx: Db, userId: string, linked: boolean) =>
    notify(await accountsRepository(tx).addressesOf(userId), pscLinkChangedMail({ linked }), {
      kind: 'psc-link-changed',
      tx,
    });

  /** Whether a certified sign-in may link this account by itself (it is not linked to that RPPS). */
  const linksByItself = (account: PscAccount, identity: PscIdentity) =>
    account.activated && sameNames(account, identity);

  /** Recorded on the account each time; its centres' administrators told once a day at most. */
  async function refuseClaimed(account: PscAccount, identity: PscIdentity): Promise<void> {
    const event = {
      action: 'signInFailed',
      subjectId: account.id,
      details: { method: 'psc', failure: 'rppsClaimed' },
    } as const;
    if (!(await limiter.allow('rpps_claimed_alert_per_account', account.id))) {
      await recordAudit(db, event);
      return;
    }
    const content = rppsClaimedMail({
      practitionerName: displayName(identity),
      rpps: identity.rpps!,
      userName: displayName(account),
      userEmail: await accounts.principalEmail(account.id),
      url: absoluteSpaUrl(config.public_url, `admin/users/${account.id}`),
    });
    const admins = await accounts.findCentreAdminEmails(account.id);
    await db.transaction(async (tx) => {
      await recordAudit(tx, event);
      await notify(admins, content, { kind: 'rpps-claimed', tx });
    });
  }

  /** The provider's workplaces, ours first (matched by FINESS, else SIRET), each once. */
  async function workplaces(identity: PscIdentity): Promise<DirectoryJobPlace[]> {
    const finess = identity.workplaces.map((w) => w.finess).filter(Boolean);
    const siret = identity.workplaces.map((w) => w.siret).filter(Boolean);
    const known = await repository.findJobPlaces(finess, siret);
    const matched = new Set<string>();
    const places = identity.workplaces.map((workplace): DirectoryJobPlace => {
      const ours = known.find(
        (place) =>
          (workplace.finess && place.finess === workplace.finess) ||
          (workplace.siret && place.siret === workplace.siret),
      );
      if (!ours || matched.has(ours.id)) {
        return { label: workplace.label, city: '', zipcode: workplace.zipcode, finess: workplace.finess };
      }
      matched.add(ours.id);
      return {
        label: ours.label,
        city: ours.city,
        zipcode: ours.zipcode,
        finess: ours.finess ?? '',
        jobPlaceId: ours.id,
      };
    });
    return [...places.filter((p) => p.jobPlaceId), ...places.filter((p) => !p.jobPlaceId)];
  }

  return {
    async signInOutcome(identity: PscIdentity): Promise<PscSignInOutcome> {
      const account = identity.rpps ? await repository.findAccountByRpps(identity.rpps) : null;
      if (!account) return { kind: 'unknown' };
      if (account.refused) return { kind: 'refused' };
      const linked = account.linkedRpps === identity.rpps;
      if (!linked && !linksByItself(account, identity)) {
        await refuseClaimed(account, identity);
        return { kind: 'claimed' };
      }
      if (account.locked) return { kind: 'locked' };
      if (!linked) {
        await db.transaction(async (tx) => {
          await pscRepository(tx).link(account.id, identity.rpps!);
          await recordAudit(tx, { action: 'pscLinked', subjectId: account.id });
          // A first certified sign-in changed how the account signs in, as the profile's link does.
          await tellOwner(tx, account.id, true);
        });
      }
      return { kind: 'signIn', userId: account.id };
    },

    /** Keeps the claims for a pre-filled sign-up; the reference goes in the address, the browser token in a cookie. */
    async keepForSignUp(claims: Record<string, unknown>, browserToken = randomToken()) {
      const reference = randomToken();
      await repository.keepUserInfo({
        idHash: sha256(reference),
        browserHash: sha256(browserToken),
        claims,
        ttlSeconds: config.psc.user_info_ttl_seconds,
      });
      return { reference, browserToken };
    },

    /** `GET /psc/user-info`: null when expired, used, unknown or kept for another browser. */
    async userInfo(reference: string, browserToken: string | undefined): Promise<PscUserInfo | null> {
      if (!browserToken) return null;
      const claims = await repository.findUserInfo(sha256(reference), sha256(browserToken));
      if (!claims) return null;
      const identity = readPscClaims(claims);
      const job = identity.professionCode ? await jobs.findJob(identity.professionCode) : null;
      return {
        civilTitle: identity.civilTitle,
        firstName: identity.firstName,
        lastName: identity.lastName,
        rpps: identity.rpps ?? '',
        ...(identity.email ? { email: identity.email } : {}),
        ...(job?.isRpps ? { jobCode: identity.professionCode } : {}),
        jobPlaces: await workplaces(identity),
      };
    },

    async linkState(userId: string): Promise<PscLinkState> {
      const link = await repository.findLink(userId);
      const linked = Boolean(link?.linkedAt && !link.unlinkedAt && link.rpps === link.accountRpps);
      return {
        available: Boolean(config.psc.issuer && link?.accountRpps),
        linked,
        ...(linked ? { linkedAt: link!.linkedAt!.toISOString() } : {}),
      };
    },

    async link(userId: string, identity: PscIdentity): Promise<PscLinkOutcome> {
      const link = await repository.findLink(userId);
      if (!identity.rpps || link?.accountRpps !== identity.rpps) return 'mismatch';
      const wasLinked = Boolean(link.linkedAt && !link.unlinkedAt && link.rpps === identity.rpps);
      await db.transaction(async (tx) => {
        await pscRepository(tx).link(userId, identity.rpps!);
        await recordAudit(tx, { action: 'pscLinked', subjectId: userId });
        if (!wasLinked) await tellOwner(tx, userId, true);
      });
      return 'linked';
    },

    async unlink(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await pscRepository(tx).unlink(userId))) return;
        await recordAudit(tx, { action: 'pscUnlinked', subjectId: userId });
        await tellOwner(tx, userId, false);
      });
    },
  };
}
export type Psc = ReturnType<typeof createPsc>;
