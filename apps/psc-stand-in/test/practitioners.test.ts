import { describe, expect, it } from 'vitest';
import {
  displayName,
  isValidRpps,
  luhnCheckDigit,
  PSC_CLAIM_NAMES,
  PSC_DEMO_PRACTITIONERS,
  pscActivity,
  rppsOf,
} from '../src/index.ts';

const byKey = (key: string) => PSC_DEMO_PRACTITIONERS.find((p) => p.key === key)!;

describe('Luhn', () => {
  it('computes the check digit as the portal does', () => {
    expect(luhnCheckDigit('1000345678')).toBe(6);
    expect(isValidRpps('10003456786')).toBe(true);
    expect(isValidRpps('10003456787')).toBe(false);
    expect(isValidRpps('1000345678')).toBe(false);
  });
});

describe('demo practitioners', () => {
  it('are the five expected, with their RPPS numbers', () => {
    expect(PSC_DEMO_PRACTITIONERS.map((p) => [p.key, rppsOf(p)])).toEqual([
      ['claire-dubois', '10003456786'],
      ['elise-fontaine', '10005678908'],
      ['julien-mercier', '10007890121'],
      ['nadia-benali', '10008901232'],
      ['test-sandbox', undefined],
    ]);
  });

  it('carry RPPS numbers whose last digit is the Luhn check digit', () => {
    for (const practitioner of PSC_DEMO_PRACTITIONERS) {
      const rpps = rppsOf(practitioner);
      if (!rpps) continue;
      expect(luhnCheckDigit(rpps.slice(0, 10)), practitioner.key).toBe(Number(rpps[10]));
      expect(rpps.startsWith('1000')).toBe(true);
    }
  });

  it('lay out PSC’s claims: sub, preferred_username = SubjectNameID, every claim name, every activity field', () => {
    const activityFields = Object.keys(pscActivity({})).sort();
    expect(activityFields).toHaveLength(27);
    for (const { key, claims } of PSC_DEMO_PRACTITIONERS) {
      expect(claims.sub, key).toMatch(/^f:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}:/);
      expect(claims.sub.split(':')[2]).toBe(claims.preferred_username);
      expect(claims.preferred_username).toBe(claims.SubjectNameID);
      expect(claims.email_verified).toBe(false);
      expect(claims.otherIds).toEqual([expect.objectContaining({ identifiant: claims.SubjectNameID })]);
      const names = Object.keys(claims).filter((name) => name !== 'email');
      expect(names.sort()).toEqual(PSC_CLAIM_NAMES.filter((name) => name !== 'email').sort());
      for (const exercice of claims.SubjectRefPro.exercices) {
        expect(exercice.codeProfession).toBe('10');
        for (const activity of exercice.activities) expect(Object.keys(activity).sort()).toEqual(activityFields);
      }
    }
    expect(new Set(PSC_DEMO_PRACTITIONERS.map((p) => p.claims.sub)).size).toBe(PSC_DEMO_PRACTITIONERS.length);
  });

  it('has Claire Dubois at the Clinique du Parc, salaried', () => {
    const claire = byKey('claire-dubois').claims;
    expect(claire).toMatchObject({
      SubjectNameID: '810003456786',
      given_name: 'Claire',
      family_name: 'Dubois',
      Secteur_Activite: 'SA01^1.2.250.1.71.4.2.4',
      SubjectOrganization: 'CLINIQUE DU PARC',
      SubjectRefPro: { codeCivilite: 'MME' },
    });
    expect(claire.SubjectRefPro.exercices[0]).toMatchObject({
      codeCiviliteDexercice: 'DR',
      codeSavoirFaire: 'SM01',
      activities: [
        {
          raisonSocialeSite: 'CLINIQUE DU PARC',
          numeroFinessSite: '690102348',
          numeroSiretSite: '77123456700010',
          numeroSirenSite: '771234567',
          numeroVoie: '155',
          libelleVoie: 'DE STALINGRAD',
          codePostal: '69006',
          codeCommune: '69386',
          codeDepartement: '69',
          codeModeExercice: 'S',
          codeSecteurDactivite: 'SA01',
        },
      ],
    });
  });

  it('has Julien Mercier in two places, the second libéral in private practice', () => {
    const [first, second] = byKey('julien-mercier').claims.SubjectRefPro.exercices[0]!.activities;
    expect(first).toMatchObject({ raisonSocialeSite: 'CLINIQUE DU VIEUX-PORT', numeroFinessSite: '130045677' });
    expect(second).toMatchObject({
      raisonSocialeSite: 'MAISON DE SANTE DES CHARTRONS',
      numeroFinessSite: '330078908',
      numeroSiretSite: '',
      codePostal: '33300',
      codeCommune: '33063',
      codeModeExercice: 'L',
      codeSecteurDactivite: 'SA07',
    });
  });

  it('has Nadia Benali in a private practice without FINESS', () => {
    const [activity] = byKey('nadia-benali').claims.SubjectRefPro.exercices[0]!.activities;
    expect(activity).toMatchObject({
      numeroFinessSite: '',
      numeroSiretSite: '52345678900016',
      raisonSocialeSite: 'CABINET DE PATHOLOGIE BENALI',
      codePostal: '31000',
      codeCommune: '31555',
    });
    expect(byKey('nadia-benali').claims.SubjectOrganizationID).toBe('352345678900016');
  });

  it('has a sandbox identity that is not an RPPS, with placeholder names at the top', () => {
    const sandbox = byKey('test-sandbox');
    expect(sandbox.claims).toMatchObject({
      SubjectNameID: 'ANS20210107161422',
      family_name: 'NOM',
      otherIds: [{ identifiant: 'ANS20210107161422', qualite: 1 }],
    });
    expect(rppsOf(sandbox)).toBeUndefined();
    expect(displayName(sandbox)).toBe('Camille TEST');
  });
});
