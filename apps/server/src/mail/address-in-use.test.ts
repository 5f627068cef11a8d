import { expect, it } from 'vitest';
import { addressInUseMail } from './address-in-use.ts';

it('address in use: no code, what to do if it was the owner, a link to the portal', () => {
  const mail = addressInUseMail({ url: 'https://portail.exemple.fr/#/' });
  expect(mail.subject).toBe('Votre adresse email est déjà celle de votre compte');
  expect(mail.text).toContain("aucun code n'a été envoyé");
  expect(mail.text).not.toMatch(/\d{9}/);
  expect(mail.html).toContain('<a href="https://portail.exemple.fr/#/"');
});
