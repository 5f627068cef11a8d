import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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
