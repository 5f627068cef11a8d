import { expect, it } from 'vitest';
import { totpChangedMail } from './totp-changed.ts';

it('authenticator app switched on, then off', () => {
  expect(totpChangedMail({ enabled: true }).subject).toBe('Authentification par application activée');
  const off = totpChangedMail({ enabled: false });
  expect(off.subject).toBe('Authentification par application désactivée');
  expect(off.text).toContain('le code de connexion vous sera de nouveau envoyé par email');
});
