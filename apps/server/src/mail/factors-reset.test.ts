import { expect, it } from 'vitest';
import { factorsResetMail } from './factors-reset.ts';

it('factors reset: by whom, what was removed, the reason (escaped in HTML), what to do next', () => {
  const mail = factorsResetMail({
    by: 'Un administrateur (Centre de pathologie Lyon Est)',
    reason: 'Téléphone <perdu>',
    url: 'https://portail.exemple.fr/#/',
  });
  expect(mail.subject).toBe('Vos facteurs de connexion au Portail Anapath ont été réinitialisés');
  expect(mail.text).toContain('Un administrateur (Centre de pathologie Lyon Est) a réinitialisé');
  expect(mail.text).toContain("votre application d'authentification, vos clés d'accès et vos codes de secours");
  expect(mail.text).toContain('Téléphone <perdu>');
  expect(mail.html).toContain('Téléphone &lt;perdu&gt;');
  expect(mail.text).toMatch(/générez de nouveaux codes de secours/);
});
