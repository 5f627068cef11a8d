/**
 * The identities the stand-in offers, with Pro Santé Connect's claims (FORMATS.md, "Pro Santé
 * Connect"): the same names, the same nesting, and empty strings where the real service has
 * nothing to say.
 */

/** One place of practice, as `SubjectRefPro.exercices[].activities[]` gives it. */
export interface PscActivity {
  codeModeExercice: string;
  codeSecteurDactivite: string;
  codeGenreActivite: string;
  numeroFinessSite: string;
  numeroFinessetablissementJuridique: string;
  numeroSiretSite: string;
  numeroSirenSite: string;
  identifiantTechniqueDeLaStructure: string;
  raisonSocialeSite: string;
  enseigneCommercialeSite: string;
  numeroVoie: string;
  indiceRepetitionVoie: string;
  codeTypeDeVoie: string;
  libelleVoie: string;
  complementDestinataire: string;
  complementPointGeographique: string;
  mentionDistribution: string;
  bureauCedex: string;
  codePostal: string;
  codeCommune: string;
  codeDepartement: string;
  codePays: string;
  telephone: string;
  telephone2: string;
  telecopie: string;
  adresseEMail: string;
  autoriteDenregistrement: string;
}

/** One profession of the practitioner, `SubjectRefPro.exercices[]`. */
export interface PscExercice {
  codeProfession: string;
  codeCategorieProfessionnelle: string;
  codeCiviliteDexercice: string;
  nomDexercice: string;
  prenomDexercice: string;
  codeTypeSavoirFaire: string;
  codeSavoirFaire: string;
  activities: PscActivity[];
}

export interface PscOtherId {
  identifiant: string;
  origine: string;
  qualite: number;
}

/** The user info of a practitioner (all on the `scope_all` scope). */
export interface PscUserInfo {
  /** `f:<uuid>:<preferred_username>`. */
  sub: string;
  preferred_username: string;
  /** `8` + RPPS for a practitioner; sandbox test identities carry other forms. */
  SubjectNameID: string;
  given_name: string;
  family_name: string;
  /** Often absent. */
  email?: string;
  email_verified: boolean;
  SubjectRole: string[];
  Secteur_Activite: string;
  SubjectOrganization: string;
  SubjectOrganizationID: string;
  Palier_Authentification: string;
  PSI_Locale: string;
  UITVersion: string;
  Mode_Acces_Raison: string;
  Acces_Regulation_Medicale: string;
  otherIds: PscOtherId[];
  SubjectRefPro: {
    codeCivilite: string;
    exercices: PscExercice[];
  };
}

export interface PscDemoPractitioner {
  /** The choice on the stand-in's page, e.g. `claire-dubois` (the account id is `claims.sub`). */
  key: string;
  /** What the choice page says after the name, e.g. « Médecin — anatomie et cytologie pathologiques ». */
  description: string;
  claims: PscUserInfo;
}

/** Every claim name the stand-in can answer, all granted by the `scope_all` scope. */
export const PSC_CLAIM_NAMES = [
  'sub',
  'preferred_username',
  'SubjectNameID',
  'given_name',
  'family_name',
  'email',
  'email_verified',
  'SubjectRole',
  'Secteur_Activite',
  'SubjectOrganization',
  'SubjectOrganizationID',
  'Palier_Authentification',
  'PSI_Locale',
  'UITVersion',
  'Mode_Acces_Raison',
  'Acces_Regulation_Medicale',
  'otherIds',
  'SubjectRefPro',
] as const satisfies readonly (keyof PscUserInfo)[];

const EMPTY_ACTIVITY: PscActivity = {
  codeModeExercice: '',
  codeSecteurDactivite: '',
  codeGenreActivite: '',
  numeroFinessSite: '',
  numeroFinessetablissementJuridique: '',
  numeroSiretSite: '',
  numeroSirenSite: '',
  identifiantTechniqueDeLaStructure: '',
  raisonSocialeSite: '',
  enseigneCommercialeSite: '',
  numeroVoie: '',
  indiceRepetitionVoie: '',
  codeTypeDeVoie: '',
  libelleVoie: '',
  complementDestinataire: '',
  complementPointGeographique: '',
  mentionDistribution: '',
  bureauCedex: '',
  codePostal: '',
  codeCommune: '',
  codeDepartement: '',
  codePays: '',
  telephone: '',
  telephone2: '',
  telecopie: '',
  adresseEMail: '',
  autoriteDenregistrement: '',
};

/** An activity with every field present, empty unless given; SIREN and department follow from SIRET and postcode. */
export function pscActivity(fields: Partial<PscActivity>): PscActivity {
  const activity = { ...EMPTY_ACTIVITY, ...fields };
  if (!fields.numeroSirenSite && activity.numeroSiretSite)
    activity.numeroSirenSite = activity.numeroSiretSite.slice(0, 9);
  if (!fields.codeDepartement && activity.codePostal) activity.codeDepartement = activity.codePostal.slice(0, 2);
  if (!fields.identifiantTechniqueDeLaStructure) {
    if (activity.numeroFinessSite) activity.identifiantTechniqueDeLaStructure = `F${activity.numeroFinessSite}`;
    else if (activity.numeroSiretSite) activity.identifiantTechniqueDeLaStructure = `S${activity.numeroSiretSite}`;
  }
  return activity;
}

export interface PscPractitionerInput {
  key: string;
  /** The uuid part of `sub`. */
  uuid: string;
  /** `M`, `MME` (or empty). */
  codeCivilite: string;
  givenName: string;
  familyName: string;
  /** The 11-digit RPPS: SubjectNameID is then `8` + RPPS. */
  rpps?: string;
  /** Otherwise the identifier as is (a sandbox test identity), listed again in otherIds. */
  subjectNameId?: string;
  email?: string;
  description?: string;
  /** Defaults: médecin (`10`), civil (`C`), `DR`, the names above, specialty type `S` and no specialty. */
  exercice?: Partial<Omit<PscExercice, 'activities'>>;
  activities: Partial<PscActivity>[];
}

const PROFESSIONS: Record<string, string> = {
  '10': 'Médecin',
  '21': 'Pharmacien',
  '40': 'Chirurgien-dentiste',
  '50': 'Sage-femme',
  '60': 'Infirmier',
};

const SPECIALTIES: Record<string, string> = {
  SM01: 'anatomie et cytologie pathologiques',
  SM54: 'médecine générale',
};

/** Builds a practitioner's claims the way Pro Santé Connect lays them out. */
export function pscPractitioner(input: PscPractitionerInput): PscDemoPractitioner {
  const nameId = input.rpps !== undefined ? `8${input.rpps}` : input.subjectNameId;
  if (!nameId) throw new Error(`${input.key}: rpps or subjectNameId is required`);
  const exercice: PscExercice = {
    codeProfession: '10',
    codeCategorieProfessionnelle: 'C',
    codeCiviliteDexercice: 'DR',
    nomDexercice: input.familyName,
    prenomDexercice: input.givenName,
    codeTypeSavoirFaire: 'S',
    codeSavoirFaire: '',
    ...input.exercice,
    activities: input.activities.map(pscActivity),
  };
  const first = exercice.activities[0];
  const organizationId = !first
    ? ''
    : first.numeroFinessSite
      ? `1${first.numeroFinessSite}`
      : first.numeroSiretSite
        ? `3${first.numeroSiretSite}`
        : '';
  const profession = PROFESSIONS[exercice.codeProfession] ?? `Profession ${exercice.codeProfession}`;
  const specialty = SPECIALTIES[exercice.codeSavoirFaire];
  const claims: PscUserInfo = {
    sub: `f:${input.uuid}:${nameId}`,
    preferred_username: nameId,
    SubjectNameID: nameId,
    given_name: input.givenName,
    family_name: input.familyName,
    ...(input.email ? { email: input.email } : {}),
    email_verified: false,
    SubjectRole: [`${exercice.codeProfession}^1.2.250.1.213.1.1.5.5`],
    Secteur_Activite: first?.codeSecteurDactivite ? `${first.codeSecteurDactivite}^1.2.250.1.71.4.2.4` : '',
    SubjectOrganization: first?.raisonSocialeSite ?? '',
    SubjectOrganizationID: organizationId,
    Palier_Authentification: 'APPPRIP3^1.2.250.1.213.1.5.1.1.1',
    PSI_Locale: '1.2.250.1.213.1.3.1.1',
    UITVersion: '1.0',
    Mode_Acces_Raison: '',
    Acces_Regulation_Medicale: 'FAUX',
    otherIds: [{ identifiant: nameId, origine: input.rpps !== undefined ? 'RPPS' : 'ANS', qualite: 1 }],
    SubjectRefPro: { codeCivilite: input.codeCivilite, exercices: [exercice] },
  };
  return {
    key: input.key,
    description: input.description ?? (specialty ? `${profession} — ${specialty}` : profession),
    claims,
  };
}

/** The RPPS number of a practitioner (`8` + 11 digits), undefined for any other identifier. */
export function rppsOf(practitioner: PscDemoPractitioner): string | undefined {
  return /^8(\d{11})$/.exec(practitioner.claims.SubjectNameID)?.[1];
}

/** The name shown on the choice page: the exercise's names first (the top-level ones may be placeholders). */
export function displayName(practitioner: PscDemoPractitioner): string {
  const { claims } = practitioner;
  const exercice = claims.SubjectRefPro.exercices[0];
  const given = exercice?.prenomDexercice || claims.given_name;
  const family = exercice?.nomDexercice || claims.family_name;
  return `${given} ${family}`.trim();
}

/**
 * The demo practitioners. RPPS numbers carry their Luhn check digit (test/practitioners.test.ts):
 * 10003456786 and 10005678908 are in the portal's demo directory (Claire Dubois has an account,
 * Élise Fontaine and Julien Mercier, 10007890121, not yet); Nadia Benali's 10008901232 is in none.
 */
export const PSC_DEMO_PRACTITIONERS: readonly PscDemoPractitioner[] = [
  pscPractitioner({
    key: 'claire-dubois',
    uuid: 'cd3607c6-76de-40d6-ab06-0e63fd3a0a19',
    codeCivilite: 'MME',
    givenName: 'Claire',
    familyName: 'Dubois',
    rpps: '10003456786',
    email: 'claire.dubois@demo.portail-anapath.fr',
    exercice: { codeSavoirFaire: 'SM01' },
    activities: [
      {
        codeModeExercice: 'S',
        codeSecteurDactivite: 'SA01',
        codeGenreActivite: 'GENR01',
        numeroFinessSite: '690102348',
        numeroSiretSite: '77123456700010',
        raisonSocialeSite: 'CLINIQUE DU PARC',
        numeroVoie: '155',
        codeTypeDeVoie: 'BD',
        libelleVoie: 'DE STALINGRAD',
        codePostal: '69006',
        codeCommune: '69386',
        mentionDistribution: '69006 LYON',
        autoriteDenregistrement: 'RPPS/ONM',
      },
    ],
  }),
  pscPractitioner({
    key: 'elise-fontaine',
    uuid: '52669410-3d58-42ab-a83e-a81bc317e184',
    codeCivilite: 'MME',
    givenName: 'Élise',
    familyName: 'Fontaine',
    rpps: '10005678908',
    exercice: { codeSavoirFaire: 'SM01' },
    activities: [
      {
        codeModeExercice: 'S',
        codeSecteurDactivite: 'SA01',
        codeGenreActivite: 'GENR01',
        numeroFinessSite: '750123457',
        numeroSiretSite: '41234567800020',
        raisonSocialeSite: 'POLYCLINIQUE PASTEUR',
        numeroVoie: '21',
        codeTypeDeVoie: 'R',
        libelleVoie: 'DE VAUGIRARD',
        codePostal: '75015',
        codeCommune: '75115',
        mentionDistribution: '75015 PARIS',
        autoriteDenregistrement: 'RPPS/ONM',
      },
    ],
  }),
  pscPractitioner({
    key: 'julien-mercier',
    uuid: 'a2f4ae59-72dd-42bd-800d-bfb94897ee89',
    codeCivilite: 'M',
    givenName: 'Julien',
    familyName: 'Mercier',
    rpps: '10007890121',
    exercice: { codeSavoirFaire: 'SM01' },
    activities: [
      {
        codeModeExercice: 'S',
        codeSecteurDactivite: 'SA01',
        codeGenreActivite: 'GENR01',
        numeroFinessSite: '130045677',
        numeroSiretSite: '34567890100033',
        raisonSocialeSite: 'CLINIQUE DU VIEUX-PORT',
        numeroVoie: '3',
        codeTypeDeVoie: 'QUAI',
        libelleVoie: 'DE RIVE-NEUVE',
        codePostal: '13007',
        codeCommune: '13207',
        mentionDistribution: '13007 MARSEILLE',
        autoriteDenregistrement: 'RPPS/ONM',
      },
      {
        codeModeExercice: 'L',
        codeSecteurDactivite: 'SA07',
        codeGenreActivite: 'GENR01',
        numeroFinessSite: '330078908',
        raisonSocialeSite: 'MAISON DE SANTE DES CHARTRONS',
        numeroVoie: '60',
        codeTypeDeVoie: 'CRS',
        libelleVoie: 'PORTAL',
        codePostal: '33300',
        codeCommune: '33063',
        mentionDistribution: '33300 BORDEAUX',
        autoriteDenregistrement: 'RPPS/ONM',
      },
    ],
  }),
  pscPractitioner({
    key: 'nadia-benali',
    uuid: '68ab52ca-4974-41a6-9e26-971372ba59b2',
    codeCivilite: 'MME',
    givenName: 'Nadia',
    familyName: 'Benali',
    rpps: '10008901232',
    exercice: { codeSavoirFaire: 'SM01' },
    // A private practice: no FINESS, a SIRET and a name and postcode to match the place on.
    activities: [
      {
        codeModeExercice: 'L',
        codeSecteurDactivite: 'SA07',
        codeGenreActivite: 'GENR01',
        numeroSiretSite: '52345678900016',
        raisonSocialeSite: 'CABINET DE PATHOLOGIE BENALI',
        codePostal: '31000',
        codeCommune: '31555',
        autoriteDenregistrement: 'RPPS/ONM',
      },
    ],
  }),
  pscPractitioner({
    key: 'test-sandbox',
    uuid: '84190ddd-fc9d-40f1-8925-3d0fc565be0b',
    codeCivilite: 'M',
    // The sandbox's placeholder family name: the exercise carries the names to show.
    givenName: 'Camille',
    familyName: 'NOM',
    subjectNameId: 'ANS20210107161422',
    description: 'Médecin — identité de test du bac à sable',
    exercice: { codeCiviliteDexercice: '', nomDexercice: 'TEST', prenomDexercice: 'Camille', codeSavoirFaire: 'SM54' },
    activities: [
      {
        codeModeExercice: 'L',
        codeSecteurDactivite: 'SA07',
        codeGenreActivite: 'GENR01',
        raisonSocialeSite: 'CABINET DE TEST',
        codePostal: '75001',
        codeCommune: '75101',
      },
    ],
  }),
];
