/**
 * The demo installation's admin sites (pathology centres) and a few job places, with fixed ids so
 * that seeding twice changes nothing and tests can name them. (Professions come with migration 0005.)
 */
import type { Db } from '../db/client.ts';
import { adminSites, jobPlaces } from '../db/schema.ts';

/** Fixed ids, so that seeding twice changes nothing and tests can name a centre. */
export const adminSiteIds = {
  lyon: '5e3a0c6e-0001-4a00-8000-000000000001',
  paris: '5e3a0c6e-0001-4a00-8000-000000000002',
  marseille: '5e3a0c6e-0001-4a00-8000-000000000003',
  bordeaux: '5e3a0c6e-0001-4a00-8000-000000000004',
  lyonNord: '5e3a0c6e-0001-4a00-8000-000000000005',
} as const;

export const referenceAdminSites: (typeof adminSites.$inferInsert)[] = [
  {
    id: adminSiteIds.lyon,
    label: 'Centre de pathologie Lyon Est',
    address: '12 rue Professeur Florence',
    zipcode: '69003',
    city: 'Lyon',
    finess: '690012349',
    siret: '81234567800013',
  },
  {
    id: adminSiteIds.paris,
    label: 'Institut de pathologie Paris Sud',
    address: '47 boulevard de l’Hôpital',
    zipcode: '75013',
    city: 'Paris',
    finess: '750056780',
    siret: '41234567800012',
  },
  {
    id: adminSiteIds.marseille,
    label: 'Centre d’anatomopathologie de Marseille',
    address: '264 rue Saint-Pierre',
    zipcode: '13005',
    city: 'Marseille',
    finess: '130009129',
    siret: '52345678900016',
  },
  {
    id: adminSiteIds.bordeaux,
    label: 'Laboratoire de pathologie Bordeaux Rive Gauche',
    address: '8 place Amélie Raba-Léon',
    zipcode: '33000',
    city: 'Bordeaux',
    finess: '330034562',
    siret: '33456789000010',
  },
  {
    id: adminSiteIds.lyonNord,
    label: 'Ancien centre de pathologie Lyon Nord',
    address: '103 grande rue de la Croix-Rousse',
    zipcode: '69004',
    city: 'Lyon',
    finess: '690007893',
    siret: '85678901200015',
    deprecated: true,
  },
];

export const jobPlaceIds = {
  cliniqueDuParc: '5e3a0c6e-0002-4a00-8000-000000000001',
  cabinetCroixRousse: '5e3a0c6e-0002-4a00-8000-000000000002',
  polycliniquePasteur: '5e3a0c6e-0002-4a00-8000-000000000003',
  cliniqueVieuxPort: '5e3a0c6e-0002-4a00-8000-000000000004',
  maisonChartrons: '5e3a0c6e-0002-4a00-8000-000000000005',
} as const;

export const referenceJobPlaces: (typeof jobPlaces.$inferInsert)[] = [
  {
    id: jobPlaceIds.cliniqueDuParc,
    label: 'Clinique du Parc',
    address: '155 boulevard de Stalingrad',
    zipcode: '69006',
    city: 'Lyon',
    finess: '690102348',
    siret: '77123456700010',
  },
  {
    id: jobPlaceIds.cabinetCroixRousse,
    label: 'Cabinet médical de la Croix-Rousse',
    address: '4 place de la Croix-Rousse',
    zipcode: '69004',
    city: 'Lyon',
    finess: null,
    siret: '52345678900024',
  },
  {
    id: jobPlaceIds.polycliniquePasteur,
    label: 'Polyclinique Pasteur',
    address: '21 rue de Vaugirard',
    zipcode: '75015',
    city: 'Paris',
    finess: '750123457',
    siret: '41234567800020',
  },
  {
    id: jobPlaceIds.cliniqueVieuxPort,
    label: 'Clinique du Vieux-Port',
    address: '3 quai de Rive-Neuve',
    zipcode: '13007',
    city: 'Marseille',
    finess: '130045677',
    siret: '34567890100033',
  },
  {
    id: jobPlaceIds.maisonChartrons,
    label: 'Maison de santé des Chartrons',
    address: '60 cours Portal',
    zipcode: '33300',
    city: 'Bordeaux',
    finess: '330078908',
    siret: '67890123400016',
  },
];

/** Idempotent: rows already there are left as they are. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(adminSites).values(referenceAdminSites).onConflictDoNothing();
    await tx.insert(jobPlaces).values(referenceJobPlaces).onConflictDoNothing();
  });
}
