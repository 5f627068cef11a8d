import { expect, it } from 'vitest';
import { pscLinkChangedMail } from './psc-link-changed.ts';

it('Pro Santé Connect linked, then unlinked', () => {
  const linked = pscLinkChangedMail({ linked: true });
  expect(linked.subject).toBe('Pro Santé Connect a été lié à votre compte');
  expect(linked.text).toContain("il permet désormais de s'y connecter");
  const unlinked = pscLinkChangedMail({ linked: false });
  expect(unlinked.subject).toBe('Pro Santé Connect a été délié de votre compte');
  expect(unlinked.text).toContain("il ne permet plus de s'y connecter");
  expect(unlinked.text).toContain("Si vous n'êtes pas à l'origine de ce changement");
});
