import { render, screen } from '@testing-library/react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { labels } from '@portal/shared';
import { createI18n } from '../i18n/i18n.ts';
import { AppProviders } from './AppProviders.tsx';
import { createQueryClient } from './queryClient.ts';

function renderThemed(children: ReactNode) {
  return render(
    <AppProviders queryClient={createQueryClient()} i18n={createI18n(labels)}>
      {children}
    </AppProviders>,
  );
}

describe('the theme speaks French in the MUI components the portal uses', () => {
  it("names an alert's close button « Fermer »", () => {
    renderThemed(<Alert onClose={() => undefined}>Enregistré</Alert>);
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
  });

  it("names an open autocomplete's button « Fermer » and its empty list « Pas de résultats »", () => {
    renderThemed(
      <Autocomplete open options={[] as string[]} renderInput={(params) => <TextField {...params} label="Centre" />} />,
    );
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
    expect(screen.getByText('Pas de résultats')).toBeTruthy();
  });
});
