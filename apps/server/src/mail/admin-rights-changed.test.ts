import { expect, it } from 'vitest';
import { adminRightsChangedMail } from './admin-rights-changed.ts';

const url = 'https://portail.exemple.fr/#/admin';

it('admin rights granted: the centre, and a link to the administration space', () => {
  const mail = adminRightsChangedMail({ granted: true, adminSite: 'Centre de Lyon', url });
  expect(mail.text).toContain("l'administration du centre de pathologie « Centre de Lyon »");
  expect(mail.text).toContain(`Ouvrir l'espace d'administration : ${url}`);
});

it('admin rights revoked: the centre, no link', () => {
  const mail = adminRightsChangedMail({ granted: false, adminSite: 'Centre de Lyon', url });
  expect(mail.subject).toBe("Vos droits d'administrateur ont changé sur le Portail Anapath");
  expect(mail.text).toContain("vous a retiré l'administration du centre de pathologie « Centre de Lyon »");
  expect(mail.text).not.toContain(url);
});
