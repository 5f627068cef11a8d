import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { messages } from '@portal/shared';
import { anonymous, fakeServer } from '../../test/fakeServer.ts';
import { renderRoute } from '../../test/renderRoute.tsx';
import { signupRoutes } from '../../test/signupServer.ts';

const phones = () => screen.getByRole('group', { name: 'Téléphones' });
const freshRow = () => within(phones()).getAllByLabelText('Téléphone').at(-1) as HTMLInputElement;

describe('Phones field', { timeout: 20_000 }, () => {
  it('checks a row on Add, then offers a fresh empty row', async () => {
    fakeServer({ ...anonymous, ...signupRoutes });
    const { user } = renderRoute('/signUp/no-rpps');
    await user.type(freshRow(), '12ab');
    await user.click(within(phones()).getByRole('button', { name: 'Ajouter' }));
    expect(within(phones()).getByText(messages.phoneInvalid)).toBeTruthy();

    await user.clear(freshRow());
    await user.type(freshRow(), '0612345678');
    await user.click(within(phones()).getByRole('button', { name: 'Ajouter' }));
    expect(within(phones()).getByText('0612345678')).toBeTruthy();
    expect(freshRow().value).toBe('');
    expect((within(phones()).getByRole('radio', { name: 'Principal' }) as HTMLInputElement).checked).toBe(true);
  });

  it.each(['+33 6 12 34 56 78', '0033612345678', '06.12.34.56.78'])('adds the number written "%s"', async (written) => {
    fakeServer({ ...anonymous, ...signupRoutes });
    const { user } = renderRoute('/signUp/no-rpps');
    await user.type(freshRow(), written);
    await user.click(within(phones()).getByRole('button', { name: 'Ajouter' }));
    expect(within(phones()).queryByText(messages.phoneInvalid)).toBeNull();
    expect(within(phones()).getByText(written)).toBeTruthy();
  });

  it('keeps one principal, and makes the last phone left principal', async () => {
    fakeServer({ ...anonymous, ...signupRoutes });
    const { user } = renderRoute('/signUp/no-rpps');
    for (const phone of ['0612345678', '0712345678']) {
      await user.type(freshRow(), phone);
      await user.click(within(phones()).getByRole('button', { name: 'Ajouter' }));
    }
    const radios = () => within(phones()).getAllByRole('radio', { name: 'Principal' }) as HTMLInputElement[];
    expect(radios().map((radio) => radio.checked)).toEqual([true, false]);
    await user.click(radios()[1] as HTMLInputElement);
    expect(radios().map((radio) => radio.checked)).toEqual([false, true]);

    await user.click(within(phones()).getByRole('button', { name: 'Supprimer le téléphone 0712345678' }));
    expect(radios().map((radio) => radio.checked)).toEqual([true]);
  });

  it('edits a validated row', async () => {
    fakeServer({ ...anonymous, ...signupRoutes });
    const { user } = renderRoute('/signUp/no-rpps');
    await user.type(freshRow(), '0612345678');
    await user.click(within(phones()).getByRole('button', { name: 'Ajouter' }));
    await user.click(within(phones()).getByRole('button', { name: 'Modifier le téléphone 0612345678' }));
    const editing = within(phones()).getAllByLabelText('Téléphone')[0] as HTMLInputElement;
    await user.clear(editing);
    await user.type(editing, '612345679');
    await user.click(within(phones()).getByRole('button', { name: 'Enregistrer' }));
    expect(within(phones()).getByText('612345679')).toBeTruthy();
  });
});
