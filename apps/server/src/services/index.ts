import type { Config } from '../config/schema.ts';
import type { Repositories } from '../repositories/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Logger } from '../logger.ts';
import type { PasswordHasher } from '../security/passwords.ts';
import { createSecretBox } from '../security/secret-box.ts';
import type { Jwks } from '../oidc/keys.ts';
import { createRateLimiter } from './rate-limiter.ts';
import { createSignIn } from './sign-in.ts';
import { createSecondFactor } from './second-factor.ts';
import { createSupport } from './support.ts';
import { createPasswordReset } from './password-reset.ts';
import { createPortalSessions } from './portal-sessions.ts';
import { createPortalClient, type TokenRequest } from './portal-client.ts';
import { createAccountSecurity } from '../account-security/service.ts';

interface Deps {
  config: Config;
  repos: Repositories;
  mailer: Mailer;
  log: Logger;
  hasher: PasswordHasher;
  jwks: Jwks;
  tokenRequest: TokenRequest;
}

/** Every business service, wired once. */
export function createServices({ config, repos, mailer, log, hasher, jwks, tokenRequest }: Deps) {
  const limiter = createRateLimiter(repos, config.security.rate_limits);
  const secretBox = createSecretBox(config.security.encryption_key);
  return {
    config,
    secretBox,
    signIn: createSignIn({ config, repos, hasher, mailer, limiter, log }),
    secondFactor: createSecondFactor({ config, repos, mailer, limiter, secretBox }),
    support: createSupport({ repos, mailer }),
    passwordReset: createPasswordReset({ config, repos, mailer, hasher, limiter, log }),
    portalSessions: createPortalSessions(repos, config.sessions.portal_ttl_seconds),
    portalClient: createPortalClient({ config, jwks, tokenRequest }),
    accountSecurity: createAccountSecurity({ config, repos, hasher, mailer, limiter, secretBox, log }),
  };
}
export type Services = ReturnType<typeof createServices>;
