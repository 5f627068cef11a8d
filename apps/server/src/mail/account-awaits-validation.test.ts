import { expect, it } from 'vitest';
import { accountAwaitsValidationMail } from './account-awaits-validation.ts';

it('account awaits validation: the new account, its profession and RPPS when it has one', () => {
  const doctor = accountAwaitsValidationMail({
    userName: 'Élise Fontaine',
    userEmail: 'e@exemple.fr',
    rpps: '10005678908',
    job: 'Médecin',
    url: 'https://portail.exemple.fr/#/admin/users/u-1',
  });
  expect(doctor.subject).toBe('Nouveau compte à valider sur le Portail Anapath');
  expect(doctor.text).toContain(
    "Élise Fontaine (e@exemple.fr) vient de s'inscrire sur le Portail Anapath en tant que Médecin, RPPS 10005678908.",
  );
  const secretary = accountAwaitsValidationMail({
    userName: 'Sophie Bernard',
    userEmail: 's@exemple.fr',
    job: 'Secrétaire médicale',
    url: 'https://portail.exemple.fr/#/admin/users/u-1',
  });
  expect(secretary.text).toContain('en tant que Secrétaire médicale.');
  expect(doctor.text).toContain(`Voir le compte à valider : ${'https://portail.exemple.fr/#/admin/users/u-1'}`);
});
