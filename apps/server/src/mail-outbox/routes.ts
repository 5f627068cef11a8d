/** Super administrators only: the outbox's mails by state, and a failed mail sent again (contract in `@portal/shared` mail-outbox.ts). */
import { MAIL_STATES } from '@portal/shared';
import { z } from 'zod';
import type { AdminGuards } from '../admin/guards.ts';
import type { App } from '../http/app.ts';
import type { AdminMails } from './admin-mails.ts';

const listQuery = z.object({ state: z.enum(MAIL_STATES) });
/** Checked by the service: anything but a known failed mail answers 404. */
const mailParams = z.object({ mailId: z.string().max(64) });

export function mailOutboxRoutes(app: App, { guards, adminMails }: { guards: AdminGuards; adminMails: AdminMails }) {
  app.get('/api/admin/mails', { ...guards.superAdmin, schema: { querystring: listQuery } }, async (request) =>
    adminMails.list(request.query.state),
  );
  app.post(
    '/api/admin/mails/:mailId/resend',
    { ...guards.superAdmin, schema: { params: mailParams } },
    async (request, reply) => {
      await adminMails.resend(request.admin, request.params.mailId);
      return reply.code(202).send({});
    },
  );
}
