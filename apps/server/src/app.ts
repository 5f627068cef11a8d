/** The one place that builds every service and hands each route file the services it calls. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountSessionsRepository } from './account-sessions/repository.ts';
import { accountSessionsRoutes } from './account-sessions/routes.ts';
import { createAccountSessions } from './account-sessions/service.ts';
import { noteBrowserUse } from './account-sessions/browser-use.ts';
import { newBrowserNotices } from './account-sessions/new-browser.ts';
import { accountsRepository } from './accounts/repository.ts';
import { createRevocation } from './accounts/revocation.ts';
import { createAccountSecurity } from './account-security/service.ts';
import { accountSecurityRoutes } from './account-security/routes.ts';
import { createAccountActions } from './admin/account-actions.ts';
import { createAdminAccounts } from './admin/accounts.ts';
import { createAdminSites } from './admin/admin-sites.ts';
import { createAuditLog } from './admin/audit-log.ts';
import { createClientApps } from './admin/client-apps.ts';
import { adminGuards } from './admin/guards.ts';
import { createSupportRequests } from './admin/support-requests.ts';
import { createPendingUpdateReview } from './admin/pending-updates.ts';
import { adminRoutes } from './admin/routes.ts';
import type { Config } from './config/schema.ts';
import { contentRoutes } from './content/routes.ts';
import { loadContentPages } from './content/pages.ts';
import { createConsentPrompt } from './consent/prompt.ts';
import { consentRoutes } from './consent/routes.ts';
import { createConsents } from './consent/service.ts';
import type { Database } from './db/client.ts';
import { directoryRepository } from './directory/repository.ts';
import { directoryRoutes } from './directory/routes.ts';
import { healthRoutes } from './health/routes.ts';
import type { App } from './http/app.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './http/error-handler.ts';
import { registerInputGuards } from './http/input-guards.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { webAppFiles } from './http/web-app-files.ts';
import { registerNoStore } from './http/no-store.ts';
import { registerSealedCookies } from './http/cookies.ts';
import { sealedValues } from './security/sealed-values.ts';
import { registerRequestContext } from './http/request-context.ts';
import { registerRequestId, requestIdOf } from './http/request-id.ts';
import { sessionGuards } from './http/session.ts';
import { stepUp } from './http/step-up.ts';
import { createSameOriginCheck, registerXsrf } from './http/xsrf.ts';
import { openJobQueue } from './jobs/queue.ts';
import { purgeJob } from './db/purge-job.ts';
import { directoryRefreshJob } from './directory/refresh/job.ts';
import { createDirectoryRefresh } from './directory/refresh/refresh.ts';
import { directoryRefreshRoutes } from './directory/refresh/routes.ts';
import { jobPlacesRepository } from './job-places/repository.ts';
import { jobPlacesRoutes } from './job-places/routes.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import { createAdminMails } from './mail-outbox/admin-mails.ts';
import { mailDeliveryJob } from './mail-outbox/delivery-job.ts';
import { createOutbox } from './mail-outbox/outbox.ts';
import { mailOutboxRoutes } from './mail-outbox/routes.ts';
import type { Jwks } from './oidc/keys.ts';
import { providerBackchannelLogout } from './oidc/backchannel.ts';
import { answeringFormPosts } from './oidc/form-posts.ts';
import { createProvider, OIDC_PREFIX, type OwnRoutes } from './oidc/provider.ts';
import { createClientSuspensions } from './oidc/client-suspensions.ts';
import { mountProvider } from './oidc/mount.ts';
import { noteOutage } from './oidc/french-answers.ts';
import { registerDraining } from './http/draining.ts';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { createPasswordReset } from './password-reset/service.ts';
import { passwordResetRoutes } from './password-reset/routes.ts';
import { createPortalClient, type TokenRequest } from './portal-session/portal-client.ts';
import { portalSessionRoutes } from './portal-session/routes.ts';
import { createPortalCallback } from './portal-session/callback.ts';
import { backchannelLogoutRoute } from './portal-session/backchannel-logout.ts';
import { createPscRelyingParty } from './psc/relying-party.ts';
import { pscRoutes, signedInByPsc } from './psc/routes.ts';
import { createPsc } from './psc/service.ts';
import { createPortalSessions } from './portal-session/service.ts';
import { profileRoutes } from './profile/routes.ts';
import { createRecoveryCodes } from './recovery-codes/service.ts';
import { recoveryCodesRoutes } from './recovery-codes/routes.ts';
import { createProfile } from './profile/service.ts';
import type { PasswordHasher } from './security/passwords.ts';
import { createRateLimiter } from './security/rate-limiter.ts';
import { createSecretBox } from './security/secret-box.ts';
import { createSignInFailures } from './sign-in/failures.ts';
import { createInteractions } from './sign-in/interactions.ts';
import { createPasswordCheck } from './sign-in/password-check.ts';
import { signInRoutes } from './sign-in/routes.ts';
import { createSupport } from './sign-in/support.ts';
import { signInJournal } from './sign-in/journal.ts';
import { trustedDevices } from './sign-in/trusted-devices.ts';
import { openingPortalInteraction } from './sign-in/portal-interaction.ts';
import { signInFlows } from './sign-in/flow.ts';
import { signInMethods } from './sign-in/methods/index.ts';
import { passkeyAssertions } from './passkeys/assertions.ts';
import { createPasskeys } from './passkeys/registration.ts';
import { relyingParty } from './passkeys/relying-party.ts';
import { passkeyRoutes } from './passkeys/routes.ts';
import { browserSessionOf } from './oidc/browser-session.ts';
import { pscTransactions } from './psc/transaction.ts';
import { createCaptcha } from './sign-up/captcha.ts';
import { createEmailValidation } from './sign-up/email-validation.ts';
import { signUpRoutes } from './sign-up/routes.ts';
import { createSignup } from './sign-up/service.ts';
import { signupRepository } from './sign-up/repository.ts';

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

export async function buildApp({ config, database, mailer, log, hasher, jwks }: AppDeps): Promise<App> {
  // The operator's texts are read first: one that is missing or wrong stops the start before anything opens.
  const contentPages = loadContentPages(config.content.dir);
  const trusted = config.security.trust_proxy;
  const trustProxy = typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted;
  const app = Fastify({
    loggerInstance: log,
    genReqId: requestIdOf,
    trustProxy,
    clientErrorHandler,
    frameworkErrors,
    // An e-mail address is a path parameter (bind-client-app): up to 320 characters.
    routerOptions: { maxParamLength: 320 },
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestId(app);
  registerDraining(app);
  const secure = config.public_url.startsWith('https:');
  const { db } = database;

  // The portal is a client of its own provider: its code exchange stays inside the process.
  const tokenRequest: TokenRequest = async (form, authorization) => {
    const response = await app.inject({
      method: 'POST',
      url: `${OIDC_PREFIX}/token`,
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
    return { status: response.statusCode, body: response.body };
  };
  // So do the provider's calls to the portal (its back-channel logout); only the status is read.
  const ownRoutes: OwnRoutes = async (path, init) => {
    const response = await app.inject({
      method: 'POST',
      url: path,
      headers: Object.fromEntries(new Headers(init.headers)),
      payload: String(init.body ?? ''),
    });
    return new Response(null, { status: response.statusCode });
  };
  const suspensions = createClientSuspensions(db, config);
  const provider = createProvider({ config, db, jwks, suspensions, ownRoutes, log });
  // Inside the provider's other wrappers (before its callback is made): the browser's row once its session is signed in.
  provider.use(noteBrowserUse(accountSessionsRepository(db), log));
  // One line per failure (a database outage would otherwise print a stack per request, or nothing).
  provider.on('server_error', (ctx: KoaContextWithOIDC, error: Error & { code?: string }) => {
    const outage = noteOutage(ctx, error);
    if (outage) log.warn({ reason: outage.reason, outcome: outage.code }, 'database unavailable: answered 503');
    else log.error({ reason: error.message, code: error.code }, 'OpenID provider: server error');
  });
  const jobs = await openJobQueue({ database, log, superviseSeconds: config.jobs.supervise_seconds });
  app.addHook('onClose', () => jobs.stop());
  const limiter = createRateLimiter(db, config);
  const secretBox = createSecretBox(config.security.encryption_key);
  // Every mail is recorded in the outbox with its change and delivered by its worker (`mail-outbox/`).
  const notify = createOutbox({ db, jobs, secretBox, log });
  const accounts = accountsRepository(db);
  const portalSessions = createPortalSessions(db, config.sessions.portal_ttl_seconds);
  const revokeAccess = createRevocation({ db, backchannelLogout: providerBackchannelLogout(provider), log });
  const passwordReset = createPasswordReset({ config, db, notify, hasher, limiter, revokeAccess, log });
  const failures = createSignInFailures({ config, db, notify, resetLinkFor: passwordReset.linkFor });
  const guards = sessionGuards(portalSessions, accounts);
  const recentAuthentication = stepUp(portalSessions, config.security.reauthentication_seconds);
  const requireSameOrigin = createSameOriginCheck(config.public_url);

  // Behind https every cookie is Secure, its removal too (`clearCookie` takes these defaults). No
  // secret: the portal signs its cookies one way only, sealed for their purpose (`security/sealed-values.ts`).
  await app.register(cookie, { parseOptions: { secure } });
  const sealed = sealedValues(config.security.cookie_keys);
  registerSealedCookies(app, sealed, secure);
  await app.register(formbody);
  registerSecurityHeaders(app, config);
  registerXsrf(app, secure);
  registerRequestContext(app);
  registerNoStore(app);
  registerErrorHandler(app);
  registerInputGuards(app);

  // The provider answers every /oidc path except our own interaction routes.
  mountProvider(app, answeringFormPosts(provider.callback()), config.public_url);

  const devices = trustedDevices();

  const consents = createConsents({ config, db });
  const portalClient = createPortalClient({ config, sealed, tokenRequest });
  const portalCallback = createPortalCallback({
    config,
    portalClient,
    portalSessions,
    browserSession: browserSessionOf(provider),
    secure,
  });
  const interactions = createInteractions(provider);
  const consentPrompt = createConsentPrompt({ consents, interactions });

  const pscRelyingParty = config.psc.issuer ? createPscRelyingParty(config) : null;
  const psc = createPsc({ config, db, notify, limiter });
  const recoveryCodes = createRecoveryCodes({
    db,
    notify,
    secret: config.security.encryption_key,
    publicUrl: config.public_url,
  });
  const rp = relyingParty(config);
  const assertions = passkeyAssertions(db, rp);
  const methods = signInMethods({
    config,
    db,
    notify,
    limiter,
    secretBox,
    failures,
    checkPassword: createPasswordCheck({ db, hasher, limiter, failures, log }),
    psc,
    recoveryCodes,
    passkeyAssertions: assertions,
  });
  const newBrowsers = newBrowserNotices({ db, notify, sealed, publicUrl: config.public_url, log });
  const flows = signInFlows({ config, db, interactions, devices, journal: signInJournal(db), methods, newBrowsers });
  signInRoutes(app, {
    requireSameOrigin,
    interactions,
    flows,
    methods,
    devices,
    consentPrompt,
    askForSupport: createSupport({ db, notify, limiter, publicUrl: config.public_url }),
    passkeyAssertions: assertions,
  });
  portalSessionRoutes(app, {
    portalSessions,
    portalCallback,
    accounts,
    portalClient,
    postLogoutAddress: (request) =>
      pscRelyingParty && signedInByPsc(request) ? `${config.public_url}/psc/logout` : `${config.public_url}/`,
  });
  backchannelLogoutRoute(app, { config, jwks, portalSessions });
  consentRoutes(app, { consents, consentPrompt, interactions, guards, requireSameOrigin });
  accountSessionsRoutes(app, { accountSessions: createAccountSessions({ db, revokeAccess }), newBrowsers, guards });
  pscRoutes(app, {
    config,
    secure,
    log,
    psc,
    limiter,
    relyingParty: pscRelyingParty,
    transactions: pscTransactions(sealed, config.sessions.interaction_ttl_seconds),
    flows,
    devices,
    guards,
    stepUp: recentAuthentication,
    openPortalInteraction: openingPortalInteraction({
      provider,
      authorizationRequest: (options) => portalClient.authorizationRequest(options),
      inject: (options) => app.inject(options),
    }),
  });
  passwordResetRoutes(app, { passwordReset, requireSameOrigin, devices });
  const captcha = createCaptcha(config, signupRepository(db));
  signUpRoutes(app, {
    captcha,
    emailValidation: createEmailValidation({ config, db, captcha, notify, limiter }),
    signUp: createSignup({ config, db, hasher, notify, limiter, log }),
    guards,
  });
  directoryRoutes(app, { directory: directoryRepository(db), limiter });
  jobPlacesRoutes(app, { jobPlaces: jobPlacesRepository(db), limiter });
  profileRoutes(app, {
    profile: createProfile({ config, db, notify, revokeAccess, suspensions }),
    guards,
    stepUp: recentAuthentication,
  });
  accountSecurityRoutes(app, {
    security: createAccountSecurity({
      config,
      db,
      hasher,
      notify,
      limiter,
      secretBox,
      revokeAccess,
      portalSessions,
      failures,
    }),
    guards,
    stepUp: recentAuthentication,
  });
  recoveryCodesRoutes(app, { recoveryCodes, guards, stepUp: recentAuthentication });
  passkeyRoutes(app, {
    passkeys: createPasskeys({ db, rp, notify, revokeAccess }),
    guards,
    stepUp: recentAuthentication,
  });
  const publicUrl = config.public_url;
  const admins = adminGuards(guards, limiter);
  adminRoutes(app, {
    guards: admins,
    adminAccounts: createAdminAccounts({ config, db }),
    actions: createAccountActions({ db, notify, revokeAccess, publicUrl, resetLinkFor: passwordReset.linkFor }),
    pendingUpdateReview: createPendingUpdateReview({ db, notify, publicUrl }),
    supportRequests: createSupportRequests({ db, notify, publicUrl }),
    auditLog: createAuditLog(db),
    adminSites: createAdminSites({ db, notify, publicUrl }),
    clientApps: createClientApps({ db, suspensions }),
  });
  const directoryRefresh = createDirectoryRefresh({ db, config, jobs, log });
  directoryRefreshRoutes(app, { guards: admins, refresh: directoryRefresh });
  mailOutboxRoutes(app, { guards: admins, adminMails: createAdminMails({ db, jobs }) });
  contentRoutes(app, { config, contentPages });
  healthRoutes(app, { database, metricsToken: config.security.metrics_token });
  // The work done outside requests, each job by one instance (`jobs/queue.ts`).
  await jobs.start([
    purgeJob(db, config.audit.retention_days, log),
    directoryRefreshJob(directoryRefresh, config.directory.refresh),
    mailDeliveryJob({ db, mailer, secretBox, config, log }),
  ]);

  await app.register(fastifyStatic, {
    root: PUBLIC_DIR,
    prefix: '/',
    decorateReply: false,
    index: false,
    wildcard: false,
  });
  if (existsSync(WEB_DIST)) {
    await app.register(fastifyStatic, webAppFiles(WEB_DIST));
  }
  return app;
}
