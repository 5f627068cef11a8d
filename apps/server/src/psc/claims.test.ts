import { describe, expect, it } from 'vitest';
import { readPscClaims } from './claims.ts';

/** A sandbox answer as FORMATS.md shows them: many empty strings, the names in the exercise. */
const sandboxDoctor = {
  sub: 'f:550e8400-e29b-41d4-a716-446655440000:899700218896',
  preferred_username: '899700218896',
  SubjectNameID: '899700218896',
  given_name: 'PRENOM',
  family_name: 'NOM',
  email_verified: false,
  SubjectRefPro: {
    codeCivilite: 'MME',
    exercices: [
      {
        codeProfession: '10',
        codeCiviliteDexercice: 'DR',
        nomDexercice: 'MARTIN',
        prenomDexercice: 'Jeanne',
        activities: [
          {
            numeroFinessSite: '690102348',
            numeroSiretSite: '',
            raisonSocialeSite: 'CLINIQUE DU PARC',
            enseigneCommercialeSite: '',
            codePostal: '69006',
          },
          {
            numeroFinessSite: '',
            numeroSiretSite: '52345678900024',
            raisonSocialeSite: 'CABINET',
            enseigneCommercialeSite: 'Cabinet de la Croix-Rousse',
            codePostal: '69004',
          },
        ],
      },
    ],
  },
};

describe('reading Pro Santé Connect claims', () => {
  it("takes the RPPS after the leading 8, the exercise's names over the sandbox placeholders, every activity", () => {
    expect(readPscClaims(sandboxDoctor)).toEqual({
      subjectNameId: '899700218896',
      rpps: '99700218896',
      civilTitle: 'MME',
      firstName: 'Jeanne',
      lastName: 'MARTIN',
      professionCode: '10',
      workplaces: [
        { finess: '690102348', siret: '', label: 'CLINIQUE DU PARC', zipcode: '69006' },
        { finess: '', siret: '52345678900024', label: 'Cabinet de la Croix-Rousse', zipcode: '69004' },
      ],
    });
  });

  it('treats an identifier that is not 8 + 11 digits as no RPPS', () => {
    expect(readPscClaims({ SubjectNameID: 'ANS20210107161422' }).rpps).toBeNull();
    expect(readPscClaims({ SubjectNameID: '8997002188' }).rpps).toBeNull();
    expect(readPscClaims({ SubjectNameID: '99700218896' }).rpps).toBeNull();
  });

  it('survives claims of the wrong types and missing parts', () => {
    const identity = readPscClaims({
      SubjectNameID: 42,
      preferred_username: '810003456786',
      given_name: 'Claire',
      family_name: 'Dubois',
      email: ' claire@exemple.fr ',
      SubjectRefPro: { codeCivilite: 7, exercices: 'aucun' },
    });
    expect(identity).toEqual({
      subjectNameId: '810003456786',
      rpps: '10003456786',
      civilTitle: 'Other',
      firstName: 'Claire',
      lastName: 'Dubois',
      email: 'claire@exemple.fr',
      workplaces: [],
    });
    expect(readPscClaims({}).workplaces).toEqual([]);
  });
});
