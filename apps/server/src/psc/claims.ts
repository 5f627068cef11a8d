/**
 * What the portal reads of Pro Santé Connect's userinfo (`../shared/data/FORMATS.md`): every claim
 * optional, empty strings treated as absent, the sandbox's placeholder names passed over for the
 * exercise's names. An identifier that is not `8` + 11 digits is not an RPPS.
 */
import type { CivilTitle } from '@portal/shared';

export interface PscWorkplace {
  finess: string;
  siret: string;
  label: string;
  zipcode: string;
}

export interface PscIdentity {
  /** `SubjectNameID` (else `preferred_username`, else `sub`). */
  subjectNameId: string;
  /** The 11 digits after the leading `8`; null when the identifier is not an RPPS. */
  rpps: string | null;
  civilTitle: CivilTitle;
  firstName: string;
  lastName: string;
  email?: string;
  /** The first exercise's profession code (`10`: médecin). */
  professionCode?: string;
  workplaces: PscWorkplace[];
}

type Json = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const object = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.map(object) : []);
/** A sandbox identity carries `NOM`, `PRENOM` as its names. */
const placeholder = (value: string) => /^(NOM|PRENOM|PRÉNOM)$/i.test(value);

export const RPPS_SUBJECT = /^8(\d{11})$/;

export function readPscClaims(claims: Json): PscIdentity {
  const subjectNameId = text(claims.SubjectNameID) || text(claims.preferred_username) || text(claims.sub);
  const refPro = object(claims.SubjectRefPro);
  const exercices = list(refPro.exercices);
  const first = exercices[0] ?? {};
  const pick = (exercise: string, claim: string) => {
    const fromClaim = text(claims[claim]);
    return text(first[exercise]) || (placeholder(fromClaim) ? '' : fromClaim);
  };
  const civilite = text(refPro.codeCivilite).toUpperCase();
  const email = text(claims.email);
  const professionCode = text(first.codeProfession);
  return {
    subjectNameId,
    rpps: RPPS_SUBJECT.exec(subjectNameId)?.[1] ?? null,
    civilTitle: civilite === 'M' ? 'M' : civilite === 'MME' ? 'MME' : 'Other',
    firstName: pick('prenomDexercice', 'given_name'),
    lastName: pick('nomDexercice', 'family_name'),
    ...(email ? { email } : {}),
    ...(professionCode ? { professionCode } : {}),
    workplaces: exercices.flatMap((exercise) =>
      list(exercise.activities).map((activity) => ({
        finess: text(activity.numeroFinessSite),
        siret: text(activity.numeroSiretSite),
        label: text(activity.enseigneCommercialeSite) || text(activity.raisonSocialeSite),
        zipcode: text(activity.codePostal),
      })),
    ),
  };
}
