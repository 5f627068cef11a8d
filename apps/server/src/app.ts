import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import middie from '@fastify/middie';
import fastifyStatic from '@fastify/static';
import { ZodError, z } from 'zod';
import type { Config } from './config/schema.ts';
import type { Database } from './db/client.ts';
import { createRepositories } from './repositories/index.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Logger } from './logger.ts';
import type { PasswordHasher } from './security/passwords.ts';
import { createProvider, OIDC_PREFIX } from './oidc/provider.ts';
import type { Jwks } from './oidc/keys.ts';
import { createServices } from './services/index.ts';
import { HttpError } from './errors.ts';
import { createSameOriginCheck, registerXsrf } from './http/xsrf.ts';
import { securityHeaders, CONTENT_SECURITY_POLICY } from './http/security-headers.ts';
import type { RouteContext } from './routes/context.ts';
import { interactionRoutes } from './routes/interactions.ts';
import { portalSessionRoutes } from './routes/portal-session.ts';
import { secondFactorRoutes } from './routes/second-factor.ts';
import { passwordRoutes } from './routes/password.ts';
import { userRoutes } from './routes/users.ts';
import { contentRoutes } from './routes/content.ts';
import { healthRoutes } from './routes/health.ts';
import { directoryRoutes } from './routes/directory.ts';
import { establishmentRoutes } from './routes/establishments.ts';
import { signupRoutes } from './routes/signup.ts';
import { accountSecurityRoutes } from './routes/account-security.ts';
import { adminRoutes } from './routes/admin.ts';
import { profileRoutes } from './routes/profile.ts';
import { adminPendingUpdateRoutes } from './routes/admin-pending-updates.ts';

// Every error body is French (spec section 8): zod's own messages too ("Entrée invalide : ..."),
// for the structural checks that carry no message of ours.
z.config(z.locales.fr());

export const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const PUBLIC_DIR = fileURLToPath(new URL('../public', import.meta.url));

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  log: Logger;
  hasher: PasswordHasher;
  jwks: Jwks;
}

export async function buildApp({ config, database, mailer, log, hasher, jwks }: AppDeps): Promise<FastifyInstance> {
  const trusted = config.security.trust_proxy;
  const trustProxy = typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted;
  const app = Fastify({ loggerInstance: log, trustProxy });
  const secure = config.public_url.startsWith('https:');
  const repos = createRepositories(database.db);
  const tokenRequest = async (form: Record<string, string>, authorization: string) => {
    const response = await app.inject({
      method: 'POST',
      url: `${OIDC_PREFIX}/token`,
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
    return { status: response.statusCode, body: response.body };
  };
  const services = createServices({ config, repos, mailer, log, hasher, jwks, tokenRequest });
  const provider = createProvider({ config, db: database.db, repos, jwks });

  await app.register(cookie, { secret: config.security.cookie_keys });
  await app.register(formbody);
  await app.register(helmet, {
    contentSecurityPolicy: { directives: { ...CONTENT_SECURITY_POLICY, upgradeInsecureRequests: secure ? [] : null } },
    hsts: secure,
    referrerPolicy: { policy: 'same-origin' },
  });
  registerXsrf(app, secure);

  // The provider answers every /oidc path except our own interaction routes.
  await app.register(middie);
  const providerCallback = provider.callback();
  app.use(OIDC_PREFIX, (req, res, next) => {
    if ((req.url ?? '').startsWith('/interaction/')) return next();
    securityHeaders(res);
    return providerCallback(req, res);
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError)
      return reply.code(error.statusCode).send({ message: error.message, code: error.code });
    if (error instanceof ZodError) {
      return reply.code(400).send({ message: error.issues[0]?.message ?? 'Requête invalide.', code: 'VALIDATION' });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) return reply.code(status).send({ message: 'Requête invalide.' });
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ message: 'Une erreur est survenue.' });
  });

  const context: RouteContext = {
    config,
    db: database.db,
    services,
    repos,
    mailer,
    provider,
    secure,
    requireSameOrigin: createSameOriginCheck(config.public_url),
  };
  for (const routes of [
    interactionRoutes,
    portalSessionRoutes,
    secondFactorRoutes,
    passwordRoutes,
    userRoutes,
    contentRoutes,
    directoryRoutes,
    establishmentRoutes,
    signupRoutes,
    accountSecurityRoutes,
    adminRoutes,
    profileRoutes,
    adminPendingUpdateRoutes,
  ]) {
    routes(app, context);
  }
  healthRoutes(app, { db: database.db });

  await app.register(fastifyStatic, {
    root: PUBLIC_DIR,
    prefix: '/',
    decorateReply: false,
    index: false,
    wildcard: false,
  });
  if (existsSync(WEB_DIST)) {
    await app.register(fastifyStatic, { root: WEB_DIST, prefix: '/', decorateReply: false, wildcard: true });
  }
  return app;
}
