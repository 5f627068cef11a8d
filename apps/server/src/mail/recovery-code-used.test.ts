import { expect, it } from 'vitest';
import { recoveryCodeUsedMail } from './recovery-code-used.ts';

const url = 'https://portail.exemple.fr/#/myProfile';

it('recovery code used: says how many are left, warns when few or none remain, links to the profile', () => {
  expect(recoveryCodeUsedMail({ remaining: 9, url }).text).toContain('Il vous reste 9 codes de secours.');
  expect(recoveryCodeUsedMail({ remaining: 2, url }).text).toContain(
    'Attention, il ne vous reste que 2 codes de secours',
  );
  expect(recoveryCodeUsedMail({ remaining: 1, url }).text).toContain(
    'Attention, il ne vous reste que 1 code de secours',
  );
  const none = recoveryCodeUsedMail({ remaining: 0, url });
  expect(none.subject).toBe('Un code de secours a été utilisé pour vous connecter');
  expect(none.text).toContain('Il ne vous reste aucun code de secours');
  expect(none.text).toContain(`Ouvrir mon profil : ${url}`);
});
