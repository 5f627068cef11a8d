import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { adminMessages, mailOutboxMessages, type OutboxMail } from '@portal/shared';
import { renderRoute } from '../../test/renderRoute.tsx';
import { adminServer, superAdminProfile } from '../test/adminFixtures.ts';

const failed: OutboxMail = {
  id: '6f1c8a52-9d0e-4f7b-a1c2-3d4e5f607182',
  to: 'claire.dubois@laboratoire-de-pathologie.test',
  subject: 'Votre mot de passe a été modifié',
  kind: 'password-changed',
  attempts: 10,
  lastError: '550 5.1.1 Boîte aux lettres inconnue',
  createdAt: '2025-01-04T08:00:00.000Z',
  lastAttemptAt: '2025-01-04T09:30:00.000Z',
};
const LIST = 'GET /api/admin/mails?state=failed';
const RESEND = `POST /api/admin/mails/${failed.id}/resend`;

describe('Failed mails', { timeout: 20_000 }, () => {
  it('shows a failed mail with its tries and the SMTP answer, and sends it again from the keyboard', async () => {
    let mails = [failed];
    const server = adminServer(
      {
        [LIST]: () => ({ body: { mails } }),
        [RESEND]: () => {
          mails = [];
          return { status: 202, body: {} };
        },
      },
      superAdminProfile,
    );
    const { user } = renderRoute('/admin/mails');
    expect(await screen.findByRole('heading', { name: 'Courriels non distribués', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Courriels en échec' });
    expect(within(table).getByText(failed.to)).toBeTruthy();
    expect(within(table).getByText(failed.subject)).toBeTruthy();
    expect(within(table).getByText('04/01/2025 09:00')).toBeTruthy();
    expect(within(table).getByText('10 essai(s), le dernier le 04/01/2025 10:30')).toBeTruthy();
    expect(within(table).getByText('550 5.1.1 Boîte aux lettres inconnue')).toBeTruthy();

    const resend = within(table).getByRole('button', { name: `Renvoyer le courriel à ${failed.to}` });
    resend.focus();
    await user.keyboard('{Enter}');
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(`Le courriel à ${failed.to} est de nouveau en file d’envoi.`);
    expect(server.callsTo(RESEND)).toHaveLength(1);
    expect(await screen.findByText('Aucun courriel en échec.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement?.contains(screen.getByText('Aucun courriel en échec.'))).toBe(true),
    );
  });

  it('says why a mail was not sent again and keeps it listed', async () => {
    const server = adminServer(
      {
        [LIST]: { body: { mails: [failed] } },
        [RESEND]: { status: 409, body: { message: mailOutboxMessages.mailAlreadyQueued, code: 'CONFLICT' } },
      },
      superAdminProfile,
    );
    const { user } = renderRoute('/admin/mails');
    await user.click(await screen.findByRole('button', { name: `Renvoyer le courriel à ${failed.to}` }));
    expect((await screen.findByRole('alert')).textContent).toContain(mailOutboxMessages.mailAlreadyQueued);
    expect(server.callsTo(RESEND)).toHaveLength(1);
    expect(screen.getByRole('table', { name: 'Courriels en échec' })).toBeTruthy();
    expect(screen.queryByText(/de nouveau en file d’envoi/)).toBeNull();
  });

  it('is listed in the menu of a super administrator only, and refuses a centre administrator', async () => {
    const server = adminServer({ [LIST]: { body: { mails: [] } } });
    renderRoute('/admin/mails');
    expect(await screen.findByText(adminMessages.superAdminOnly)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: "Espace d'administration" });
    expect(within(nav).queryByRole('link', { name: 'Courriels non distribués' })).toBeNull();
    expect(server.callsTo(LIST)).toHaveLength(0);
  });

  it('gives a super administrator the screen from the menu, empty when no mail failed', async () => {
    adminServer({ [LIST]: { body: { mails: [] } } }, superAdminProfile);
    renderRoute('/admin/mails');
    expect(await screen.findByText('Aucun courriel en échec.')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: "Espace d'administration" });
    expect(within(nav).getByRole('link', { name: 'Courriels non distribués' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});
