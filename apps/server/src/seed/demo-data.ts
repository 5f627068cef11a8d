/** Demo accounts of a development installation, one per kind of user. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { accountsRepository, type AccountSpec } from '../accounts/repository.ts';
import { adminSiteIds, jobPlaceIds, seedReferenceData } from './reference-data.ts';

export const DEMO_PASSWORD = 'Demo-Portail-2026!';
export const DEMO_EMAIL_DOMAIN = 'demo.portail-anapath.fr';
/** Base32 secret of the `totp` account, to enter in an authenticator app. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export interface DemoAccount {
  email: string;
  /** What the account shows, in French, for the README and the login screen in development. */
  role: string;
  password: string;
}

/** `otherEmails`: addresses beyond the principal one, for the e-mail choice when opening an app. */
type DemoSpec = Omit<AccountSpec, 'passwordHash' | 'emails' | 'totpSecret'> & { role: string; otherEmails?: string[] };

const lyon = { jobPlaceId: jobPlaceIds.cliniqueDuParc, adminSiteId: adminSiteIds.lyon };

const demoSpecs: Record<string, DemoSpec> = {
  medecin: {
    role: 'Médecin avec RPPS, compte validé',
    civilTitle: 'MME',
    firstName: 'Claire',
    lastName: 'Dubois',
    rpps: '10003456786',
    jobCode: '10',
    phones: ['+33612345678'],
    jobPlaces: [lyon],
    otherEmails: [`claire.dubois@${DEMO_EMAIL_DOMAIN}`],
  },
  secretariat: {
    role: 'Secrétaire médicale sans RPPS',
    civilTitle: 'MME',
    firstName: 'Sophie',
    lastName: 'Bernard',
    jobCode: 'SEC',
    jobPlaces: [lyon],
  },
  cabinet: {
    role: 'Secrétariat partagé (société)',
    civilTitle: 'Other',
    firstName: '',
    lastName: 'Cabinet des Lilas',
    isCorporation: true,
    jobCode: 'ASC',
    jobPlaces: [{ jobPlaceId: jobPlaceIds.cabinetCroixRousse, adminSiteId: adminSiteIds.lyon }],
  },
  'admin.lyon': {
    role: 'Administrateur du centre de Lyon',
    civilTitle: 'M',
    firstName: 'Julien',
    lastName: 'Moreau',
    isAdmin: true,
    jobCode: 'AUT',
    adminSiteIds: [adminSiteIds.lyon],
  },
  'admin.paris': {
    role: 'Administratrice du centre de Paris',
    civilTitle: 'MME',
    firstName: 'Nadia',
    lastName: 'Rousseau',
    isAdmin: true,
    jobCode: 'AUT',
    adminSiteIds: [adminSiteIds.paris],
  },
  'admin.bordeaux': {
    role: 'Administrateur du centre de Bordeaux',
    civilTitle: 'M',
    firstName: 'Marc',
    lastName: 'Garnier',
    isAdmin: true,
    jobCode: 'AUT',
    adminSiteIds: [adminSiteIds.bordeaux],
  },
  superadmin: {
    role: 'Super administrateur (tous les centres)',
    civilTitle: 'M',
    firstName: 'Paul',
    lastName: 'Lefèvre',
    isSuperAdmin: true,
    jobCode: 'AUT',
  },
  nouveau: {
    role: 'Compte en attente de validation',
    civilTitle: 'M',
    firstName: 'Lucas',
    lastName: 'Petit',
    activated: false,
    jobCode: 'SEC',
    jobPlaces: [{ jobPlaceId: jobPlaceIds.polycliniquePasteur, adminSiteId: adminSiteIds.paris }],
  },
  bloque: {
    role: 'Compte bloqué',
    civilTitle: 'MME',
    firstName: 'Emma',
    lastName: 'Roux',
    locked: true,
    jobCode: 'SEC',
    jobPlaces: [lyon],
  },
  totp: {
    role: "Médecin avec application d'authentification (TOTP)",
    civilTitle: 'M',
    firstName: 'Hugo',
    lastName: 'Girard',
    rpps: '10004567896',
    jobCode: '10',
    totpValidated: true,
    jobPlaces: [{ jobPlaceId: jobPlaceIds.cliniqueVieuxPort, adminSiteId: adminSiteIds.marseille }],
  },
};

const demoEmail = (name: string) => `${name}@${DEMO_EMAIL_DOMAIN}`;

export const demoAccounts: DemoAccount[] = Object.entries(demoSpecs).map(([name, spec]) => ({
  email: demoEmail(name),
  role: spec.role,
  password: DEMO_PASSWORD,
}));

export interface DemoSeedOptions {
  hashPassword: (password: string) => Promise<string>;
  /** Encrypts the TOTP secret as the server stores it. */
  encryptSecret: (secret: string) => string;
}

async function hasUsers(db: Db): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(users)
    .limit(1);
  return rows.length > 0;
}

/** Creates the demo accounts unless any account exists; answers whether it did. */
export async function seedDemoData(db: Db, options: DemoSeedOptions): Promise<boolean> {
  await seedReferenceData(db);
  if (await hasUsers(db)) return false;
  // Hashing is slow: done before the transaction, which then only writes.
  const entries = await Promise.all(
    Object.entries(demoSpecs).map(async ([name, { role: _role, otherEmails = [], ...spec }]) => ({
      ...spec,
      emails: [demoEmail(name), ...otherEmails],
      passwordHash: await options.hashPassword(DEMO_PASSWORD),
      totpSecret: spec.totpValidated ? options.encryptSecret(DEMO_TOTP_SECRET) : null,
    })),
  );
  return db.transaction(async (tx) => {
    // Several servers starting together: one seeds, the others then see its accounts.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portal-seed'))`);
    if (await hasUsers(tx)) return false;
    for (const spec of entries) await accountsRepository(tx).insertAccount(spec);
    return true;
  });
}
