/**
 * Super administrators: the pathology centres (create, edit, deprecate) and who administers each.
 * Every change is recorded under the centre, so its administrators read it in the audit log.
 */
import { adminMessages, isUuid, type AdminSiteEntry, type AdminSiteFields } from '@portal/shared';
import { accountsRepository } from '../accounts/repository.ts';
import { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/client.ts';
import { notFound, refused } from '../http/errors.ts';
import type { AdminActor } from '../http/session.ts';
import { absoluteSpaUrl } from '../http/spa-url.ts';
import { adminRightsChangedMail } from '../mail/admin-rights-changed.ts';
import type { Notify } from '../mail/notify.ts';
import { adminSitesRepository, type AdminSiteChanges } from './admin-sites-repository.ts';

export function createAdminSites({ db, notify, publicUrl }: { db: Db; notify: Notify; publicUrl: string }) {
  const sites = adminSitesRepository(db);
  const accounts = accountsRepository(db);

  async function labelOf(adminSiteId: string): Promise<string> {
    const label = isUuid(adminSiteId) ? await sites.labelOf(adminSiteId) : null;
    if (label === null) throw notFound(adminMessages.adminSiteUnknown);
    return label;
  }

  /** Rights go to activated accounts only. */
  async function checkAccount(userId: string, granted: boolean): Promise<void> {
    const user = isUuid(userId) ? await accounts.findUserById(userId) : null;
    if (!user) throw notFound(adminMessages.accountUnknown);
    if (granted && !user.activated) throw refused(adminMessages.notActivatedAdmin, 'userId', 409);
  }

  async function changeRights(actor: AdminActor, adminSiteId: string, userId: string, granted: boolean) {
    const adminSite = await labelOf(adminSiteId);
    await checkAccount(userId, granted);
    await db.transaction(async (tx) => {
      const repository = adminSitesRepository(tx);
      // Granting twice or revoking what was not granted changes nothing and tells nobody.
      if (!(await (granted ? repository.grant(adminSiteId, userId) : repository.revoke(adminSiteId, userId)))) {
        return;
      }
      await recordAudit(tx, {
        action: granted ? 'adminRightsGranted' : 'adminRightsRevoked',
        actorId: actor.id,
        subjectId: userId,
        details: { adminSite },
        adminSiteIds: [adminSiteId],
      });
      const url = absoluteSpaUrl(publicUrl, 'admin');
      const content = adminRightsChangedMail({ granted, adminSite, url });
      await notify(await accountsRepository(tx).addressesOf(userId), content, { kind: 'admin-rights-changed', tx });
    });
  }

  return {
    list: (): Promise<AdminSiteEntry[]> => sites.list(),

    async create(actor: AdminActor, fields: AdminSiteFields): Promise<{ adminSiteId: string }> {
      return db.transaction(async (tx) => {
        const adminSiteId = await adminSitesRepository(tx).create(fields);
        await recordAudit(tx, {
          action: 'adminSiteCreated',
          actorId: actor.id,
          details: { adminSite: fields.label },
          adminSiteIds: [adminSiteId],
        });
        return { adminSiteId };
      });
    },

    async update(actor: AdminActor, adminSiteId: string, changes: AdminSiteChanges): Promise<void> {
      await labelOf(adminSiteId);
      await db.transaction(async (tx) => {
        if (!(await adminSitesRepository(tx).update(adminSiteId, changes)))
          throw notFound(adminMessages.adminSiteUnknown);
        const adminSite = (await adminSitesRepository(tx).labelOf(adminSiteId)) ?? '';
        const details =
          changes.deprecated === undefined
            ? { adminSite }
            : { adminSite, field: changes.deprecated ? 'deprecated' : 'restored' };
        await recordAudit(tx, { action: 'adminSiteUpdated', actorId: actor.id, details, adminSiteIds: [adminSiteId] });
      });
    },

    grant: (actor: AdminActor, adminSiteId: string, userId: string) => changeRights(actor, adminSiteId, userId, true),
    revoke: (actor: AdminActor, adminSiteId: string, userId: string) => changeRights(actor, adminSiteId, userId, false),
  };
}
export type AdminSites = ReturnType<typeof createAdminSites>;
