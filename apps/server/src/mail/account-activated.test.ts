import { expect, it } from 'vitest';
import { accountActivatedMail } from './account-activated.ts';

it('account activated: says so and links to the portal', () => {
  const mail = accountActivatedMail({ url: 'https://portail.exemple.fr' });
  expect(mail.subject).toBe('Votre compte du Portail Anapath a été validé');
  expect(mail.text).toContain('Aller sur le Portail Anapath : https://portail.exemple.fr');
  expect(mail.html).toContain('<a href="https://portail.exemple.fr"');
});
