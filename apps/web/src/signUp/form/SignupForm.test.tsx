import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@portal/shared';
import { anonymous, fakeServer } from '../../test/fakeServer.ts';
import { renderRoute } from '../../test/renderRoute.tsx';
import { signupRoutes } from '../../test/signupServer.ts';
import { validateEmail } from '../test/validateEmail.ts';

vi.mock('../../forms/emailValidation/CaptchaWidget.tsx', async () => ({
  CaptchaWidget: (await import('../../test/captchaMock.tsx')).FakeCaptchaWidget,
}));

describe('Sign-up form', { timeout: 20_000 }, () => {
  it('asks to validate the e-mail first, then offers Valider', async () => {
    fakeServer({ ...anonymous, ...signupRoutes });
    const { user } = renderRoute('/signUp/no-rpps');
    expect(screen.queryByRole('button', { name: 'Valider' })).toBeNull();
    await validateEmail(user);
    expect(screen.getByRole('button', { name: 'Valider' })).toBeTruthy();
    expect((screen.getByLabelText(/Adresse email/) as HTMLInputElement).value).toBe('claire@cabinet.test');
  });

  it('is one form submitted by its button or by Enter in a field: the e-mail dialog first, then the rules', async () => {
    fakeServer({ ...anonymous, ...signupRoutes });
    const { user } = renderRoute('/signUp/no-rpps');
    const form = screen.getByRole('button', { name: 'Validez votre adresse email' }).closest('form');
    expect(form).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Validez votre adresse email' }).getAttribute('type')).toBe('submit');

    await user.type(screen.getByLabelText(/^Nom/), 'Martin{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Validation de votre adresse email' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await validateEmail(user);
    expect(screen.getByRole('button', { name: 'Valider' }).closest('form')).toBe(form);
    await user.type(screen.getByLabelText(/^Nom/), '{Enter}');
    expect(await screen.findByText(messages.firstNameRequired)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names the show-password button of each password field after its field', async () => {
    fakeServer({ ...anonymous, ...signupRoutes });
    const { user } = renderRoute('/signUp/no-rpps');
    const confirmation = screen.getByRole('button', { name: 'Afficher : Confirmation du mot de passe' });
    expect(screen.getByRole('button', { name: 'Afficher : Mot de passe' })).toBeTruthy();
    await user.click(confirmation);
    expect(confirmation.getAttribute('aria-label')).toBe('Masquer : Confirmation du mot de passe');
    expect((screen.getByLabelText(/^Confirmation du mot de passe/) as HTMLInputElement).type).toBe('text');
  });

  it('shows every failing rule and focuses the first failing field', async () => {
    fakeServer({ ...anonymous, ...signupRoutes });
    const { user } = renderRoute('/signUp/no-rpps');
    await validateEmail(user);
    await user.click(screen.getByRole('button', { name: 'Valider' }));

    expect(await screen.findByText(messages.lastNameRequired)).toBeTruthy();
    for (const message of [
      messages.firstNameRequired,
      messages.jobRequired,
      messages.jobPlacesRequired,
      messages.required,
      messages.cguRequired,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(screen.getByLabelText(/^Nom/));
  });

  it("opens the terms from the end of the checkbox's sentence, by click or keyboard, leaving the box as it was", async () => {
    fakeServer({ ...anonymous, ...signupRoutes, 'GET /api/cgu/': { body: { cguContent: '<h2>Article 1</h2>' } } });
    const { user } = renderRoute('/signUp/no-rpps');
    const box = screen.getByRole('checkbox', { name: "J'accepte les conditions générales d'utilisation" });
    // Its address is the terms' own screen, for a press opened in a new tab.
    expect(screen.getByRole('button', { name: "conditions générales d'utilisation" }).getAttribute('href')).toBe(
      '/cgu',
    );
    await user.click(screen.getByRole('button', { name: "conditions générales d'utilisation" }));
    expect(await screen.findByRole('dialog', { name: "Conditions générales d'utilisation" })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((box as HTMLInputElement).checked).toBe(false);

    screen.getByRole('button', { name: "conditions générales d'utilisation" }).focus();
    await user.keyboard(' ');
    expect(await screen.findByRole('dialog', { name: "Conditions générales d'utilisation" })).toBeTruthy();
    expect((box as HTMLInputElement).checked).toBe(false);
  });

  it('asks a shared account for its company name instead of a person', async () => {
    fakeServer({ ...anonymous, ...signupRoutes });
    const { user } = renderRoute('/signUp/no-rpps');
    await user.click(screen.getByLabelText('Ce compte est partagé par plusieurs secrétaires'));
    expect(screen.queryByLabelText(/^Prénom/)).toBeNull();
    await validateEmail(user);
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText(messages.companyNameRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Raison sociale/));
  });
});
