import { expect, it } from 'vitest';
import { superAdminChangedMail } from './super-admin-changed.ts';

it('super admin granted and revoked: each says which, in French', () => {
  const url = 'https://portail.exemple.fr/#/admin';
  expect(superAdminChangedMail({ granted: true, url }).subject).toBe(
    'Vous êtes super administrateur du Portail Anapath',
  );
  expect(superAdminChangedMail({ granted: false, url }).subject).toBe(
    'Vos droits de super administrateur ont été retirés',
  );
});
