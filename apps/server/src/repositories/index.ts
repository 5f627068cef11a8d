/** Every repository over one handle (the database, or a transaction). */
import type { Db } from '../db/client.ts';
import { adminContactsRepository } from './adminContacts.ts';
import { emailsRepository } from './emails.ts';
import { maintenanceRepository } from './maintenance.ts';
import { oidcAccountsRepository } from './oidcAccounts.ts';
import { oneTimeCodesRepository } from './oneTimeCodes.ts';
import { passwordResetsRepository } from './passwordResets.ts';
import { portalSessionsRepository } from './portalSessions.ts';
import { profileRepository } from './profile.ts';
import { rateLimitsRepository } from './rateLimits.ts';
import { usersRepository } from './users.ts';
import { accountSecurityRepository } from '../account-security/repository.ts';

export function createRepositories(db: Db) {
  return {
    users: {
      ...usersRepository({ db }),
      ...profileRepository({ db }),
      ...adminContactsRepository({ db }),
    },
    emails: emailsRepository({ db }),
    oidcAccounts: oidcAccountsRepository({ db }),
    oneTimeCodes: oneTimeCodesRepository({ db }),
    rateLimits: rateLimitsRepository({ db }),
    portalSessions: portalSessionsRepository({ db }),
    passwordResets: passwordResetsRepository({ db }),
    accountSecurity: accountSecurityRepository({ db }),
    ...maintenanceRepository({ db }),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

export type { UserCredentials, UserRecord } from './users.ts';
export type { OneTimeCode, NewCode } from './oneTimeCodes.ts';
export type { NewPortalSession } from './portalSessions.ts';
export type { NewPasswordReset } from './passwordResets.ts';
export type { DeletedCounts } from './maintenance.ts';
