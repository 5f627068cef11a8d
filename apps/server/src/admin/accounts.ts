/**
 * What an administrator reads of the accounts of their centres: the search, an account's page, the
 * to-do board and its count for the menu.
 */
import {
  ACCOUNT_EVENTS_SIZE,
  ADMIN_COUNT_LIMIT,
  adminMessages,
  BOARD_LIST_SIZE,
  type AccountAwaitingValidation,
  type AccountFilter,
  type AdminAccountDetail,
  type AdminAccountSummary,
  type AdminBoard,
  type Page,
} from '@portal/shared';
import { sql, type SQL } from 'drizzle-orm';
import { auditRepository } from '../audit/repository.ts';
import type { Config } from '../config/schema.ts';
import type { Db } from '../db/client.ts';
import { notFound, refused } from '../http/errors.ts';
import type { AdminActor } from '../http/session.ts';
import { findClientApp } from '../oidc/clients.ts';
import { pendingUpdatesRepository } from '../profile/pending-updates-repository.ts';
import { accountDetailRepository } from './account-detail-repository.ts';
import { accountActions } from './account-rules.ts';
import { adminAccountsRepository, matching, STATE_CONDITIONS } from './accounts-repository.ts';
import { actionableAccount, adminScopeRepository } from './scope-repository.ts';
import { supportRepository } from './support-repository.ts';

export interface AccountQuery {
  q?: string;
  state?: AccountFilter;
  adminSiteId?: string;
  page: number;
  pageSize: number;
}

const byName = sql`u.last_name, u.first_name, u.id`;

/** The board lists what the actor can act on: neither their own account nor, for an admin, an admin's. */
const actionable = (actor: AdminActor): SQL =>
  actor.isSuperAdmin
    ? sql`u.id <> ${actor.id}::uuid`
    : sql`u.id <> ${actor.id}::uuid and not u.is_admin and not u.is_super_admin`;

export function createAdminAccounts({ config, db }: { config: Config; db: Db }) {
  const repository = adminAccountsRepository(db);
  const scope = adminScopeRepository(db);
  const support = supportRepository(db);
  const pending = pendingUpdatesRepository(db);

  async function managed(actor: AdminActor, userId: string): Promise<void> {
    if (!(await scope.canManageUser(actor, userId))) throw notFound(adminMessages.accountUnknown);
  }

  const clientAppsOf = (clientIds: string[]) =>
    clientIds.map((clientId) => ({ clientId, label: findClientApp(config, clientId)?.client_name ?? clientId }));

  async function board(actor: AdminActor, size: number): Promise<AdminBoard> {
    const list = (state: AccountFilter, orderBy: SQL) =>
      repository.summaries(actor, [STATE_CONDITIONS[state], actionable(actor)], { orderBy, limit: size });
    const reviewScope = actionableAccount(actor, sql`users`);
    const [awaitingValidation, pendingItems, pendingTotal, locked, deletionRequests, supportRequests, differing] =
      await Promise.all([
        list('awaitingValidation', sql`u.created_at, u.id`),
        size > 0 ? pending.listForReview(actor.id, { scope: reviewScope, limit: size }) : Promise.resolve([]),
        pending.countForReview(actor.id, reviewScope),
        list('locked', sql`coalesce(u.locked_at, u.throttled_until), u.id`),
        list('deletionRequested', sql`deletion_requested_at, u.id`),
        support.list(actor, 'open', { limit: size }),
        repository.differingFromDirectory(actor, [actionable(actor)]),
      ]);
    const directoryChanges = differing.filter((account) => account.rppsCheck?.directoryCheck !== 'match');
    return {
      awaitingValidation,
      pendingUpdates: { total: pendingTotal, items: pendingItems },
      locked,
      deletionRequests,
      supportRequests,
      directoryChanges: { total: directoryChanges.length, items: directoryChanges.slice(0, size) },
    };
  }

  return {
    async search(actor: AdminActor, query: AccountQuery): Promise<Page<AdminAccountSummary>> {
      const conditions: SQL[] = [];
      if (query.q) conditions.push(matching(query.q));
      if (query.state) conditions.push(STATE_CONDITIONS[query.state]);
      if (query.adminSiteId) {
        const sites = await scope.sitesOf(actor);
        if (sites !== 'all' && !sites.includes(query.adminSiteId))
          throw refused(adminMessages.invalidFilter, 'adminSiteId');
        conditions.push(sql`u.admin_site_ids @> array[${query.adminSiteId}::uuid]`);
      }
      const offset = (query.page - 1) * query.pageSize;
      const found = await repository.summaries(actor, conditions, {
        orderBy: byName,
        limit: query.pageSize,
        offset,
        countUpTo: ADMIN_COUNT_LIMIT,
      });
      return { ...found, page: query.page, pageSize: query.pageSize };
    },

    async detail(actor: AdminActor, userId: string): Promise<AdminAccountDetail> {
      await managed(actor, userId);
      const [summary, particulars, target, pendingUpdates, supportRequests, events] = await Promise.all([
        repository.summary(userId),
        accountDetailRepository(db).particulars(userId),
        repository.target(userId),
        pending.listForReview(actor.id, {
          userId,
          scope: actionableAccount(actor, sql`users`),
        }),
        support.ofAccount(userId),
        auditRepository(db).latestOf(userId, ACCOUNT_EVENTS_SIZE),
      ]);
      if (!summary || !particulars || !target) throw notFound(adminMessages.accountUnknown);
      return {
        ...summary,
        ...particulars,
        emails: particulars.emails.map(({ clientIds, ...email }) => ({
          ...email,
          clientApps: clientAppsOf(clientIds),
        })),
        pendingUpdates,
        supportRequests,
        events,
        actions: accountActions(actor, target),
      };
    },

    /** The accounts awaiting validation, oldest first (`/api/admin/users/unactivated`). */
    async listAwaitingValidation(actor: AdminActor): Promise<AccountAwaitingValidation[]> {
      const { items } = await repository.summaries(actor, [STATE_CONDITIONS.awaitingValidation], {
        orderBy: sql`u.created_at, u.id`,
        limit: 1000,
      });
      return items.map(({ userId, civilTitle, firstName, lastName, isCorporation, rpps, email, createdAt }) => ({
        userId,
        civilTitle,
        firstName,
        lastName,
        isCorporation,
        rpps,
        email,
        createdAt,
      }));
    },

    board: (actor: AdminActor) => board(actor, BOARD_LIST_SIZE),

    /** How many things wait for the actor: the board's totals. */
    async waiting(actor: AdminActor): Promise<{ total: number }> {
      const lists = Object.values(await board(actor, 0));
      return { total: lists.reduce((sum, list) => sum + list.total, 0) };
    },
  };
}
export type AdminAccounts = ReturnType<typeof createAdminAccounts>;
