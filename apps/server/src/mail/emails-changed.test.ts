import { expect, it } from 'vitest';
import { emailsChangedMail } from './emails-changed.ts';

it('e-mails changed: when, what was added and removed, and a link to the profile', () => {
  const url = 'https://portail.exemple.fr/#/myProfile';
  const mail = emailsChangedMail({
    added: ['b@exemple.fr'],
    removed: ['a@exemple.fr'],
    at: new Date('2026-03-12T13:05:00Z'),
    url,
  });
  expect(mail.subject).toBe('Les adresses email de votre compte ont été modifiées');
  expect(mail.text).toContain('modifiées le 12 mars 2026 à 14:05.');
  expect(mail.text).toContain('Adresse(s) ajoutée(s) : b@exemple.fr.');
  expect(mail.text).toContain('Adresse(s) retirée(s) : a@exemple.fr.');
  expect(mail.html).toContain(`<a href="${url}"`);
  expect(emailsChangedMail({ added: [], removed: ['a@exemple.fr'], at: new Date(), url }).text).not.toContain(
    'ajoutée',
  );
});

it('e-mails changed: the principal moved and the address an app receives, each said', () => {
  const mail = emailsChangedMail({
    added: [],
    removed: [],
    principal: { before: 'a@exemple.fr', after: 'b@exemple.fr' },
    apps: [
      { app: 'Compte-rendus', email: 'b@exemple.fr' },
      { app: 'Agenda', email: null },
    ],
    at: new Date('2026-03-12T13:05:00Z'),
    url: 'https://portail.exemple.fr/#/myProfile',
  });
  expect(mail.text).toContain('Adresse principale : désormais b@exemple.fr (auparavant a@exemple.fr).');
  expect(mail.text).toContain('codes de connexion et les liens de réinitialisation');
  expect(mail.text).toContain("Application « Compte-rendus » : elle recevra désormais l'adresse b@exemple.fr.");
  expect(mail.text).toContain('Application « Agenda » : elle recevra désormais votre adresse principale.');
  expect(mail.html).toContain('Application « Compte-rendus »');
  expect(mail.text).not.toContain('ajoutée');
});
