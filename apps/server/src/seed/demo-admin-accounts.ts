/**
 * The accounts that fill the administration space's to-do board on each demo centre (Lyon, Paris,
 * Bordeaux): two awaiting validation, one locked by its administrator, one throttled, one whose
 * owner asked for its deletion, two doctors with a pending identity change (one the national
 * directory agrees with, one it does not), one with an open support request. All sign in with the
 * demo password at `first.last@demo.portail-anapath.fr`.
 */
import type { CivilTitle } from '@portal/shared';
import type { FixedPractitioner } from '../directory/generate.ts';
import { rppsWithCheckDigit } from '../directory/rpps-number.ts';
import { DEMO_EMAIL_DOMAIN } from './demo-data.ts';
import { adminSiteIds, jobPlaceIds } from './reference-data.ts';

export type DemoSituation =
  'awaitingValidation' | 'locked' | 'throttled' | 'deletionRequested' | 'pendingUpdate' | 'supportRequest';

/** What the mail server did with the code a support request names (the request keeps it). */
export type DemoMessageFate = 'accepted' | 'refused' | 'expired';

export interface AdminDemoAccount {
  situation: DemoSituation;
  civilTitle: CivilTitle;
  firstName: string;
  lastName: string;
  jobCode: string;
  /** Doctors: an RPPS of the demo directory (`adminDemoPractitioners`). */
  rpps?: string;
  phone?: string;
  /** Days since the sign-up: the board lists the oldest first. */
  days: number;
  lockedReason?: string;
  /** A name change waiting for the administrator. */
  pending?: { field: 'firstName' | 'lastName'; value: string };
  /** The directory's name for the RPPS, when it differs from the account's (a change that puts it right). */
  directoryName?: { firstName: string; lastName: string };
  support?: DemoMessageFate;
}

export interface AdminDemoCentre {
  adminSiteId: string;
  /** The demo administrator of the centre (`admin.lyon`…), who acted in its events. */
  admin: string;
  /** Where its doctors (first) and the others work, and the directory's name of that place. */
  jobPlaceIds: { doctors: string; others: string };
  directoryPlace: { label: string; city: string; finess: string };
  accounts: AdminDemoAccount[];
}

/** Fictitious numbers (ARCEP's range for fiction, 06 39 98 xx xx). */
const phone = (n: number) => `+336399801${String(n).padStart(2, '0')}`;
/** RPPS numbers 1000600001x…: clear of the other demo doctors and of the generated directory. */
const rpps = (n: number) => rppsWithCheckDigit(String(1_000_600_000 + n));

export const adminDemoCentres: AdminDemoCentre[] = [
  {
    adminSiteId: adminSiteIds.lyon,
    admin: 'admin.lyon',
    jobPlaceIds: { doctors: jobPlaceIds.cliniqueDuParc, others: jobPlaceIds.cabinetCroixRousse },
    directoryPlace: { label: 'CLINIQUE DU PARC', city: 'Lyon', finess: '690102348' },
    accounts: [
      { situation: 'awaitingValidation', civilTitle: 'MME', firstName: 'Mathilde', lastName: 'Caron', jobCode: '10', rpps: rpps(1), days: 3 }, // prettier-ignore
      { situation: 'awaitingValidation', civilTitle: 'M', firstName: 'Thomas', lastName: 'Faure', jobCode: 'SEC', days: 1 }, // prettier-ignore
      { situation: 'locked', civilTitle: 'MME', firstName: 'Camille', lastName: 'Perrin', jobCode: 'SEC', days: 210, lockedReason: 'Mot de passe communiqué à un tiers (poste partagé à l’accueil).' }, // prettier-ignore
      { situation: 'throttled', civilTitle: 'M', firstName: 'Nicolas', lastName: 'Blanc', jobCode: 'ASC', days: 95 }, // prettier-ignore
      { situation: 'deletionRequested', civilTitle: 'MME', firstName: 'Isabelle', lastName: 'Muller', jobCode: 'SEC', days: 400 }, // prettier-ignore
      { situation: 'pendingUpdate', civilTitle: 'M', firstName: 'Pierre', lastName: 'Chevalier', jobCode: '10', rpps: rpps(2), days: 320, pending: { field: 'lastName', value: 'Chevallier-Roy' } }, // prettier-ignore
      { situation: 'pendingUpdate', civilTitle: 'MME', firstName: 'Anne', lastName: 'Lambert', jobCode: '10', rpps: rpps(3), days: 150, pending: { field: 'lastName', value: 'Lambert-Morel' }, directoryName: { firstName: 'Anne', lastName: 'Lambert-Morel' } }, // prettier-ignore
      { situation: 'supportRequest', civilTitle: 'MME', firstName: 'Julie', lastName: 'Mercier', jobCode: 'SEC', phone: phone(1), days: 60, support: 'accepted' }, // prettier-ignore
    ],
  },
  {
    adminSiteId: adminSiteIds.paris,
    admin: 'admin.paris',
    jobPlaceIds: { doctors: jobPlaceIds.polycliniquePasteur, others: jobPlaceIds.polycliniquePasteur },
    directoryPlace: { label: 'POLYCLINIQUE PASTEUR', city: 'Paris', finess: '750123457' },
    accounts: [
      { situation: 'awaitingValidation', civilTitle: 'M', firstName: 'Karim', lastName: 'Benali', jobCode: '10', rpps: rpps(4), days: 4 }, // prettier-ignore
      { situation: 'awaitingValidation', civilTitle: 'MME', firstName: 'Léa', lastName: 'Martinez', jobCode: 'SEC', days: 2 }, // prettier-ignore
      { situation: 'locked', civilTitle: 'M', firstName: 'Antoine', lastName: 'Robin', jobCode: 'ASC', days: 500, lockedReason: 'Départ de l’établissement signalé par la direction.' }, // prettier-ignore
      { situation: 'throttled', civilTitle: 'MME', firstName: 'Sarah', lastName: 'Cohen', jobCode: 'SEC', days: 45 }, // prettier-ignore
      { situation: 'deletionRequested', civilTitle: 'M', firstName: 'Michel', lastName: 'Henry', jobCode: 'SEC', days: 700 }, // prettier-ignore
      { situation: 'pendingUpdate', civilTitle: 'MME', firstName: 'Sylvie', lastName: 'Gauthier', jobCode: '10', rpps: rpps(5), days: 260, pending: { field: 'firstName', value: 'Sylviane' } }, // prettier-ignore
      { situation: 'pendingUpdate', civilTitle: 'M', firstName: 'Oliver', lastName: 'Mathieu', jobCode: '10', rpps: rpps(6), days: 30, pending: { field: 'firstName', value: 'Olivier' }, directoryName: { firstName: 'Olivier', lastName: 'Mathieu' } }, // prettier-ignore
      { situation: 'supportRequest', civilTitle: 'MME', firstName: 'Chloé', lastName: 'Lemaire', jobCode: 'SEC', phone: phone(2), days: 120, support: 'refused' }, // prettier-ignore
    ],
  },
  {
    adminSiteId: adminSiteIds.bordeaux,
    admin: 'admin.bordeaux',
    jobPlaceIds: { doctors: jobPlaceIds.maisonChartrons, others: jobPlaceIds.maisonChartrons },
    directoryPlace: { label: 'MAISON DE SANTE DES CHARTRONS', city: 'Bordeaux', finess: '330078908' },
    accounts: [
      { situation: 'awaitingValidation', civilTitle: 'M', firstName: 'Vincent', lastName: 'Dupuy', jobCode: '10', rpps: rpps(7), days: 5 }, // prettier-ignore
      { situation: 'awaitingValidation', civilTitle: 'MME', firstName: 'Manon', lastName: 'Fabre', jobCode: 'SEC', days: 1 }, // prettier-ignore
      { situation: 'locked', civilTitle: 'M', firstName: 'Laurent', lastName: 'Brun', jobCode: 'SEC', days: 365, lockedReason: 'Connexions inhabituelles depuis l’étranger : compte suspendu par précaution.' }, // prettier-ignore
      { situation: 'throttled', civilTitle: 'MME', firstName: 'Céline', lastName: 'Marchand', jobCode: 'ASC', days: 80 }, // prettier-ignore
      { situation: 'deletionRequested', civilTitle: 'M', firstName: 'Jacques', lastName: 'Barbier', jobCode: 'SEC', days: 900 }, // prettier-ignore
      { situation: 'pendingUpdate', civilTitle: 'MME', firstName: 'Hélène', lastName: 'Renaud', jobCode: '10', rpps: rpps(8), days: 180, pending: { field: 'lastName', value: 'Arnaud' } }, // prettier-ignore
      { situation: 'pendingUpdate', civilTitle: 'MME', firstName: 'Nathalie', lastName: 'Roche', jobCode: '10', rpps: rpps(9), days: 75, pending: { field: 'lastName', value: 'Roche-Vidal' }, directoryName: { firstName: 'Nathalie', lastName: 'Roche-Vidal' } }, // prettier-ignore
      { situation: 'supportRequest', civilTitle: 'M', firstName: 'Guillaume', lastName: 'Colin', jobCode: 'ASC', phone: phone(3), days: 20, support: 'expired' }, // prettier-ignore
    ],
  },
];

/** `first.last@demo.portail-anapath.fr`, accents dropped. */
export function adminDemoEmail(account: Pick<AdminDemoAccount, 'firstName' | 'lastName'>): string {
  const part = (name: string) =>
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-');
  return `${part(account.firstName)}.${part(account.lastName)}@${DEMO_EMAIL_DOMAIN}`;
}

/** The directory records of these doctors, for the demo directory (`seed/directory.ts`). */
export const adminDemoPractitioners: FixedPractitioner[] = adminDemoCentres.flatMap((centre) =>
  centre.accounts.flatMap((account) =>
    account.rpps && account.civilTitle !== 'Other'
      ? [
          {
            rpps: account.rpps,
            civilTitle: account.civilTitle,
            ...(account.directoryName ?? { firstName: account.firstName, lastName: account.lastName }),
            jobPlaces: [centre.directoryPlace],
          },
        ]
      : [],
  ),
);
