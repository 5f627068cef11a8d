import { expect, it } from 'vitest';
import { passwordResetMail } from './password-reset.ts';

it('password reset: the single-use link as a button and in the text', () => {
  const url = 'https://portail.exemple.fr/#/reinit-password/abc';
  const mail = passwordResetMail({ url, minutes: 30 });
  expect(mail.subject).toBe('Réinitialisation de votre mot de passe');
  expect(mail.text).toContain("valable 30 minutes et ne sert qu'une fois");
  expect(mail.text).toContain(`Choisir un nouveau mot de passe : ${url}`);
  expect(mail.html).toContain(`<a href="${url}"`);
});

it('password reset sent by an administrator: says so, rather than "was asked for"', () => {
  const mail = passwordResetMail({
    url: 'https://portail.exemple.fr/#/reinit-password/abc',
    minutes: 30,
    byAdministrator: true,
  });
  expect(mail.text).toContain('Un administrateur vous envoie un lien pour choisir un nouveau mot de passe.');
  expect(mail.text).not.toContain('a été demandée');
});
