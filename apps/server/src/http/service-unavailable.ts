/**
 * A request the database could not serve (stopped, restarting, out of reach): 503 with
 * `Retry-After`, in French, as JSON for the SPA or as a page for a navigation. A read, or a write
 * known to have left nothing behind, says to try again; a write that may have been done says so
 * (`OUTCOME_UNKNOWN`): it is never reported as failed. Logged in one line, without a stack.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpMessages, OUTCOME_UNKNOWN, SERVICE_UNAVAILABLE } from '@portal/shared';
import { CommitOutcomeUnknown, surelyNotWritten } from '../db/commit-outcome.ts';
import { databaseUnavailable, rootReason } from '../db/unavailable.ts';
import { BACK_TO_PORTAL, escape, page } from '../oidc/pages.ts';

export const RETRY_AFTER_SECONDS = 5;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface Outage {
  code: typeof SERVICE_UNAVAILABLE | typeof OUTCOME_UNKNOWN;
  message: string;
  reason: string;
}

/** Whether `error` is the database's unavailability, and what the user can be told of the request's outcome. */
export function outageOf(error: unknown, method: string): Outage | undefined {
  const unknown = error instanceof CommitOutcomeUnknown;
  if (!unknown && !databaseUnavailable(error)) return undefined;
  const reason = rootReason(error);
  if (!unknown && (READS.has(method) || surelyNotWritten(error)))
    return { code: SERVICE_UNAVAILABLE, message: httpMessages.serviceUnavailable, reason };
  return { code: OUTCOME_UNKNOWN, message: httpMessages.outcomeUnknown, reason };
}

/** A navigation (a page asked for) rather than a call of the SPA. */
export const wantsPage = (accept: string | undefined) =>
  /text\/html/.test(accept ?? '') && !/application\/json/.test(accept ?? '');

export const outagePage = (outage: Outage, retryUrl?: string) =>
  page(
    'Service momentanément indisponible',
    `<p>${escape(outage.message)}</p>${retryUrl ? `<p><a href="${escape(retryUrl)}">Réessayer</a></p>` : ''}${BACK_TO_PORTAL}`,
  );

/** The 503 of a portal route (the provider's pages have theirs in `oidc/french-answers.ts`). */
export function databaseUnavailableAnswer(error: unknown, request: FastifyRequest) {
  const outage = outageOf(error, request.method);
  if (!outage) return undefined;
  return {
    send(reply: FastifyReply) {
      request.log.warn({ reason: outage.reason, outcome: outage.code }, 'database unavailable: answered 503');
      reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS));
      if (wantsPage(request.headers.accept))
        return reply
          .type('text/html; charset=utf-8')
          .send(outagePage(outage, request.method === 'GET' ? request.url : undefined));
      return reply.send({ message: outage.message, code: outage.code });
    },
  };
}
