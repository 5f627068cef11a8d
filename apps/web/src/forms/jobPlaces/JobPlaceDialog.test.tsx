import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { anonymous, fakeServer } from '../../test/fakeServer.ts';
import { renderRoute } from '../../test/renderRoute.tsx';
import { signupRoutes } from '../../test/signupServer.ts';

describe('Job place dialog', { timeout: 20_000 }, () => {
  it('finishes only when every selected job place has an admin site', async () => {
    const server = fakeServer({ ...anonymous, ...signupRoutes });
    const { user } = renderRoute('/signUp/no-rpps');
    await user.click(screen.getByRole('button', { name: 'Ajouter un établissement' }));
    const dialog = await screen.findByRole('dialog', { name: "Lieux d'exercice" });

    const next = within(dialog).getByRole('button', { name: 'Suivant' });
    expect(next.hasAttribute('disabled')).toBe(true);
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Sélectionner Hôpital Nord' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sélectionner Clinique du Lac' }));
    await user.click(next);

    const finish = within(dialog).getByRole('button', { name: 'Terminer' });
    expect(finish.hasAttribute('disabled')).toBe(true);
    const [first, second] = within(dialog).getAllByRole('combobox');
    await user.click(first as HTMLElement);
    await user.click(await screen.findByRole('option', { name: 'Centre de pathologie de Lyon (Lyon)' }));
    expect(finish.hasAttribute('disabled')).toBe(true);
    await user.click(second as HTMLElement);
    await user.click(await screen.findByRole('option', { name: 'Centre de pathologie de Lyon (Lyon)' }));
    expect(finish.hasAttribute('disabled')).toBe(false);

    await user.click(finish);
    expect(await screen.findByText('Hôpital Nord (Lyon) → Centre de pathologie de Lyon')).toBeTruthy();
    expect(screen.getByText('Clinique du Lac (Lyon) → Centre de pathologie de Lyon')).toBeTruthy();
    expect(server.callsTo('GET /api/jobs/adminSites/')).toHaveLength(1);
  });
});
