import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** The value of a read-view row, by its label. */
export function rowOf(label: string): HTMLElement {
  const term = screen.getAllByText(label).find((element) => element.tagName === 'DT');
  const value = term?.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No read-view row ${label}`);
  return value;
}

/** Waits for the profile, then turns on `J'édite mon profil`, and waits for the form (fetched when first shown). */
export async function startEditing(user: User) {
  await user.click(await screen.findByRole('switch', { name: "J'édite mon profil" }));
  return screen.findByRole('form', { name: 'Modifier mon profil' });
}
