/** The audit log as an administrator reads it: the events of their centres' accounts and centres. */
import type { AuditEvent, Page } from '@portal/shared';
import { auditRepository, type AuditQuery } from '../audit/repository.ts';
import type { Db } from '../db/client.ts';
import type { AdminActor } from '../http/session.ts';
import { adminScopeRepository } from './scope-repository.ts';

export function createAuditLog(db: Db) {
  const events = auditRepository(db);
  const scope = adminScopeRepository(db);
  return {
    async search(actor: AdminActor, query: AuditQuery): Promise<Page<AuditEvent>> {
      return events.search(await scope.sitesOf(actor), query);
    },
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;
