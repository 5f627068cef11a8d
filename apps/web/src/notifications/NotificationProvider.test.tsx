import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import { NotificationProvider } from './NotificationProvider.tsx';
import { useNotify } from './useNotify.ts';

function DialogThatFails() {
  const notify = useNotify();
  return (
    <Dialog open aria-labelledby="title">
      <DialogTitle id="title">Vérification</DialogTitle>
      <Button onClick={() => notify.error('Code OTP incorrect')}>Vérifier</Button>
    </Dialog>
  );
}

const hiddenFromAssistiveTechnologies = (element: Element | null): boolean =>
  element !== null &&
  (element.getAttribute('aria-hidden') === 'true' || hiddenFromAssistiveTechnologies(element.parentElement));

describe('Notifications', () => {
  it('stay audible while a dialog hides the rest of the page', async () => {
    render(
      <NotificationProvider>
        <p>Page</p>
        <DialogThatFails />
      </NotificationProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    const notification = await screen.findByText('Code OTP incorrect');
    expect(hiddenFromAssistiveTechnologies(screen.getByText('Page'))).toBe(true);
    expect(hiddenFromAssistiveTechnologies(notification)).toBe(false);
  });
});
