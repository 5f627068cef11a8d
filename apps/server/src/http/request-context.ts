/**
 * The address a request comes from and its id, readable anywhere below its handler (the audit log
 * records the address, the logger the id) without threading them through every service.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { App } from './app.ts';

const storage = new AsyncLocalStorage<{ ip: string; id: string }>();

export function registerRequestContext(app: App): void {
  // Everything the request's hooks and handler start runs inside this context.
  app.addHook('onRequest', (request, _reply, done) => storage.run({ ip: request.ip, id: request.id }, done));
}

/** The client's address (behind trusted proxies, as `trust_proxy` says), or null outside a request. */
export const requestIp = (): string | null => storage.getStore()?.ip ?? null;

/** The request's id (`http/request-id.ts`), or undefined outside a request. */
export const currentRequestId = (): string | undefined => storage.getStore()?.id;
