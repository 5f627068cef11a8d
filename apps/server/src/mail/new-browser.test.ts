import { expect, it } from 'vitest';
import { newBrowserMail } from './new-browser.ts';

it('new browser: what signed in, when, from where, and the way to end it', () => {
  const mail = newBrowserMail({
    at: new Date('2026-03-12T13:05:00Z'),
    method: 'Mot de passe et code par e-mail',
    browser: 'Firefox sur Windows',
    address: '192.168.x.x',
    endUrl: 'https://portail.example/#/end-session/abc.def',
  });
  expect(mail.subject).toBe('Nouvelle connexion à votre compte du Portail Anapath');
  expect(mail.text).toContain('Firefox sur Windows, adresse 192.168.x.x, le 12 mars 2026 à 14:05');
  expect(mail.text).toContain('(Mot de passe et code par e-mail)');
  expect(mail.text).toContain('Déconnecter ce navigateur : https://portail.example/#/end-session/abc.def');
  expect(mail.html).toContain('href="https://portail.example/#/end-session/abc.def"');
  expect(mail.text).toContain('changez votre mot de passe sans attendre');
});
