/**
 * Wraps every request the provider answers (`provider.use`): once an authorization or its resume
 * leaves the browser's single-sign-on session signed in, the browser's row is made (its sign-in's,
 * or a new one) or its last use noted, at most once a minute per session (not a write per request).
 */
import type { Logger } from '../logger.ts';
import { requestIp } from '../http/request-context.ts';
import { seenBrowser } from './browser-names.ts';
import type { AccountSessionsRepository } from './repository.ts';

const NOTE_EVERY_MS = 60_000;
const ROUTES = new Set(['authorization', 'resume']);

/** What the middleware reads of the provider's context. */
interface ProviderContext {
  get(header: string): string;
  oidc?: {
    route?: string;
    entities?: {
      Session?: { uid?: string; accountId?: string; destroyed?: boolean };
      Interaction?: { uid?: string };
    };
  };
}

export function noteBrowserUse(repository: AccountSessionsRepository, log: Logger) {
  const noted = new Map<string, number>();
  return async (ctx: ProviderContext, next: () => Promise<unknown>): Promise<void> => {
    await next();
    const oidc = ctx.oidc;
    const session = oidc?.entities?.Session;
    if (!oidc?.route || !ROUTES.has(oidc.route) || !session?.uid || !session.accountId || session.destroyed) return;
    const interactionUid = oidc.route === 'resume' ? oidc.entities?.Interaction?.uid : undefined;
    const last = noted.get(session.uid);
    if (!interactionUid && last !== undefined && Date.now() - last < NOTE_EVERY_MS) return;
    if (noted.size > 100_000) noted.clear();
    noted.set(session.uid, Date.now());
    try {
      const seen = seenBrowser(ctx.get('user-agent') || undefined, requestIp());
      await repository.seen(session.accountId, session.uid, interactionUid, seen);
    } catch (err) {
      // The browser's list misses a use; the sign-in goes on.
      log.warn({ err }, 'browser use not noted');
    }
  };
}
