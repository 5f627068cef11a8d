import type Provider from 'oidc-provider';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config/schema.ts';
import type { Services } from '../services/index.ts';
import type { Repositories } from '../repositories/index.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';

/** What every route file receives. */
export interface RouteContext {
  config: Config;
  db: Db;
  services: Services;
  repos: Repositories;
  mailer: Mailer;
  provider: Provider;
  /** Whether cookies carry `Secure` (the public address is https). */
  secure: boolean;
  requireSameOrigin: preHandlerAsyncHookHandler;
}
