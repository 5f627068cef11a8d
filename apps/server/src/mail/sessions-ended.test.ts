import { expect, it } from 'vitest';
import { sessionsEndedMail } from './sessions-ended.ts';

it('sessions ended: every device, and what to do if unexpected', () => {
  const mail = sessionsEndedMail();
  expect(mail.subject).toBe('Vos sessions du Portail Anapath ont été fermées');
  expect(mail.text).toContain('sur tous vos appareils');
  expect(mail.text).toContain('changez votre mot de passe sans attendre');
});
