import type { RevokeAccess } from '../accounts/revocation.ts';
import type { PortalSessions } from '../portal-session/service.ts';
import type { SignInFailures } from '../sign-in/failures.ts';
import type { Config } from '../config/schema.ts';
import type { Db } from '../db/client.ts';
import type { Notify } from '../mail/notify.ts';
import type { PasswordHasher } from '../security/passwords.ts';
import type { RateLimiter } from '../security/rate-limiter.ts';
import type { SecretBox } from '../security/secret-box.ts';

/** What the account's own security services need. */
export interface AccountSecurityDeps {
  config: Config;
  db: Db;
  hasher: PasswordHasher;
  notify: Notify;
  limiter: RateLimiter;
  secretBox: SecretBox;
  revokeAccess: RevokeAccess;
  portalSessions: PortalSessions;
  failures: SignInFailures;
}
