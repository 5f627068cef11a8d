import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** The dialog's last step at sign-up: tick the named client apps, then save. */
export async function chooseEmailApps(user: User, apps: string[] = []) {
  const dialog = screen.getByRole('dialog', { name: 'Validation de votre adresse email' });
  await within(dialog).findByRole('group', { name: 'Applications qui utilisent cette adresse' });
  for (const app of apps) await user.click(within(dialog).getByRole('checkbox', { name: app }));
  await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
}

/** Goes through the e-mail validation dialog with a matching code, then gives the address to `apps`. */
export async function validateEmail(user: User, email = 'claire@cabinet.test', apps: string[] = []) {
  await user.click(screen.getByRole('button', { name: 'Validez votre adresse email' }));
  const dialog = await screen.findByRole('dialog', { name: 'Validation de votre adresse email' });
  await user.type(within(dialog).getByLabelText(/Adresse email/), email);
  await user.click(within(dialog).getByRole('button', { name: 'Je ne suis pas un robot' }));
  await user.click(within(dialog).getByRole('button', { name: 'Recevoir le code' }));
  await user.type(await within(dialog).findByLabelText(/Code de vérification/), '123456789');
  await screen.findByText('Email validé');
  await chooseEmailApps(user, apps);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}
