import { expect, it } from 'vitest';
import { accountThrottledMail } from './account-throttled.ts';

it('account throttled: names the account and the failures, for the administrators, in French', () => {
  const mail = accountThrottledMail({
    userName: 'Claire Dubois',
    userEmail: 'claire@exemple.fr',
    failures: 10,
    url: 'https://portail.exemple.fr/#/admin/users/u-1',
  });
  expect(mail.subject).toBe('Tentatives de connexion répétées sur le Portail Anapath');
  expect(mail.text).toContain(
    'Le compte de Claire Dubois (claire@exemple.fr) a subi 10 échecs de connexion consécutifs',
  );
  expect(mail.text).toContain("depuis l'espace d'administration");
  expect(mail.text).toContain(`Voir le compte : ${'https://portail.exemple.fr/#/admin/users/u-1'}`);
});
