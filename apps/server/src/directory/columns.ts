/** The RPPS "Personne activité" file's columns (FORMATS.md), in the order of the 56-column layout. */
export const RPPS_COLUMNS = [
  "Type d'identifiant PP",
  'Identifiant PP',
  'Identification nationale PP',
  "Code civilité d'exercice",
  "Libellé civilité d'exercice",
  'Code civilité',
  'Libellé civilité',
  "Nom d'exercice",
  "Prénom d'exercice",
  'Code profession',
  'Libellé profession',
  'Code catégorie professionnelle',
  'Libellé catégorie professionnelle',
  'Code type savoir-faire',
  'Libellé type savoir-faire',
  'Code savoir-faire',
  'Libellé savoir-faire',
  'Code mode exercice',
  'Libellé mode exercice',
  'Numéro SIRET site',
  'Numéro SIREN site',
  'Numéro FINESS site',
  'Numéro FINESS établissement juridique',
  'Identifiant technique de la structure',
  'Raison sociale site',
  'Enseigne commerciale site',
  'Complément destinataire (coord. structure)',
  'Complément point géographique (coord. structure)',
  'Numéro Voie (coord. structure)',
  'Indice répétition voie (coord. structure)',
  'Code type de voie (coord. structure)',
  'Libellé type de voie (coord. structure)',
  'Libellé Voie (coord. structure)',
  'Mention distribution (coord. structure)',
  'Bureau cedex (coord. structure)',
  'Code postal (coord. structure)',
  'Code commune (coord. structure)',
  'Libellé commune (coord. structure)',
  'Code pays (coord. structure)',
  'Libellé pays (coord. structure)',
  'Téléphone (coord. structure)',
  'Téléphone 2 (coord. structure)',
  'Télécopie (coord. structure)',
  'Adresse e-mail (coord. structure)',
  'Code Département (structure)',
  'Libellé Département (structure)',
  'Ancien identifiant de la structure',
  "Autorité d'enregistrement",
  "Code secteur d'activité",
  "Libellé secteur d'activité",
  'Code section tableau pharmaciens',
  'Libellé section tableau pharmaciens',
  'Code rôle',
  'Libellé rôle',
  'Code genre activité',
  'Libellé genre activité',
] as const;

export type RppsColumn = (typeof RPPS_COLUMNS)[number];

/** The layouts the file has had over time: the first 48, 52 or all 56 columns. */
export const RPPS_LAYOUTS = [48, 52, 56] as const;
export type RppsLayout = (typeof RPPS_LAYOUTS)[number];

/** The structure block (columns 20 to 47): empty for a line without a place of practice. */
export const STRUCTURE_FIRST = RPPS_COLUMNS.indexOf('Numéro SIRET site');
export const STRUCTURE_LAST = RPPS_COLUMNS.indexOf('Ancien identifiant de la structure');
