import { expect, it } from 'vitest';
import { signInThrottledMail } from './sign-in-throttled.ts';

it('sign-in throttled: tells the owner, with a reset link that ends it', () => {
  const url = 'https://portail.exemple.fr/#/reinit-password/abc';
  const mail = signInThrottledMail({ url, minutes: 60 });
  expect(mail.subject).toBe('Tentatives de connexion sur votre compte');
  expect(mail.text).toContain('depuis vos appareils habituels, vous pouvez toujours vous connecter');
  expect(mail.text).toContain(`Choisir un nouveau mot de passe : ${url}`);
  expect(mail.html).toContain(`<a href="${url}"`);
});
