/**
 * What only a super administrator does: pathology centres (create, edit, deprecate), who
 * administers which centre, and the suspension of client apps, which the sign-ins then follow.
 */
import { expect, it } from 'vitest';
import {
  adminMessages,
  httpMessages,
  type AdminBoard,
  type AdminSite,
  type AdminSiteEntry,
  type ClientAppEntry,
} from '@portal/shared';
import { adminSiteIds } from '../../src/seed/index.ts';
import type { Browser } from '../support/browser.ts';
import { DEMO_CLIENT, openClientApp } from '../support/flows.ts';
import { demo, describePortal } from '../support/harness.ts';
import { audit, expectRefusal, read, signedIn } from './support.ts';

const CENTRE = { label: 'Centre de pathologie Annecy', address: '1 avenue du Lac', zipcode: '74000', city: 'Annecy' };

describePortal('administration: centres, their administrators and client apps (super administrators)', (portal) => {
  const sites = (browser: Browser) => read<AdminSiteEntry[]>(browser, '/api/admin/admin-sites');
  const publicSites = async () =>
    (await read<AdminSite[]>(portal.browser(), '/api/jobs/adminSites')).map((site) => site.label);
  const create = (browser: Browser, body: unknown) => browser.json('POST', '/api/admin/admin-sites', body);
  const grant = (browser: Browser, adminSiteId: string, userId: string) =>
    browser.json('POST', `/api/admin/admin-sites/${adminSiteId}/admins`, { userId });
  const suspend = (browser: Browser, clientId: string, suspended: boolean) =>
    browser.json('PUT', `/api/admin/client-apps/${clientId}/suspension`, { suspended });

  it('refuses every call of this part to an administrator of a centre', async () => {
    const lyon = await signedIn(portal, 'admin.lyon');
    const medecin = await portal.userId(demo('medecin'));
    const calls = [
      lyon.get('/api/admin/admin-sites', { accept: 'application/json' }),
      create(lyon, CENTRE),
      lyon.json('PATCH', `/api/admin/admin-sites/${adminSiteIds.lyon}`, { deprecated: true }),
      grant(lyon, adminSiteIds.lyon, medecin),
      lyon.json('DELETE', `/api/admin/admin-sites/${adminSiteIds.lyon}/admins/${medecin}`),
      lyon.get('/api/admin/client-apps', { accept: 'application/json' }),
      suspend(lyon, DEMO_CLIENT.id, true),
    ];
    for (const response of await Promise.all(calls)) expectRefusal(response, 403, adminMessages.superAdminOnly);
    expect(await publicSites()).toContain('Centre de pathologie Lyon Est');
  });

  it('creates a centre only with valid fields, each refusal in French; edits and deprecates it', async () => {
    const superAdmin = await signedIn(portal, 'superadmin');
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...CENTRE, zipcode: '7400' }, adminMessages.zipcodeInvalid],
      [{ ...CENTRE, zipcode: undefined }, adminMessages.zipcodeInvalid],
      [{ ...CENTRE, finess: '74000123' }, adminMessages.finessInvalid],
      [{ ...CENTRE, finess: '74000123C' }, adminMessages.finessInvalid],
      [{ ...CENTRE, siret: '1234' }, adminMessages.siretInvalid],
      [{ ...CENTRE, label: '   ' }, adminMessages.labelMissing],
      [{ ...CENTRE, label: undefined }, adminMessages.labelMissing],
      [{ ...CENTRE, label: 'x'.repeat(201) }, adminMessages.fieldTooLong],
      [{ ...CENTRE, city: 'x'.repeat(201) }, adminMessages.fieldTooLong],
    ];
    const before = (await sites(superAdmin)).length;
    for (const [body, message] of refusals) expectRefusal(await create(superAdmin, body), 400, message);
    expect(await sites(superAdmin)).toHaveLength(before);

    const created = await create(superAdmin, { ...CENTRE, finess: '74000123A', siret: '' });
    expect(created.statusCode, created.body).toBe(200);
    const { adminSiteId } = created.json<{ adminSiteId: string }>();
    expect((await sites(superAdmin)).find((site) => site.adminSiteId === adminSiteId)).toEqual({
      adminSiteId,
      ...CENTRE,
      finess: '74000123A',
      siret: null,
      deprecated: false,
      admins: [],
      accounts: 0,
    });
    expect(await publicSites()).toContain(CENTRE.label);

    const edit = (body: unknown) => superAdmin.json('PATCH', `/api/admin/admin-sites/${adminSiteId}`, body);
    expectRefusal(await edit({ zipcode: 'abcde' }), 400, adminMessages.zipcodeInvalid);
    expect((await edit({ label: 'Centre de pathologie du Lac' })).statusCode).toBe(200);
    expect((await edit({ deprecated: true })).statusCode).toBe(200);
    const labels = await publicSites();
    expect(labels).not.toContain('Centre de pathologie du Lac');
    expect(labels).not.toContain(CENTRE.label);
    expect((await sites(superAdmin)).find((site) => site.adminSiteId === adminSiteId)).toMatchObject({
      label: 'Centre de pathologie du Lac',
      deprecated: true,
    });
    for (const unknown of [crypto.randomUUID(), 'pas-un-centre']) {
      const response = await superAdmin.json('PATCH', `/api/admin/admin-sites/${unknown}`, { deprecated: true });
      expectRefusal(response, 404, adminMessages.adminSiteUnknown);
    }
    const [createdEvent] = await audit(superAdmin, { action: 'adminSiteCreated' });
    expect(createdEvent).toMatchObject({
      actor: { name: expect.stringContaining('Paul Lefèvre') },
      subject: null,
      details: { adminSite: CENTRE.label },
    });
    const updated = await audit(superAdmin, { action: 'adminSiteUpdated' });
    expect(updated.map((event) => event.details)).toContainEqual({
      adminSite: 'Centre de pathologie du Lac',
      field: 'deprecated',
    });
  });

  it('grants administrator rights on a centre to an activated account, and revokes them', async () => {
    const superAdmin = await signedIn(portal, 'superadmin');
    const medecin = await portal.userId(demo('medecin'));
    const nouveau = await portal.userId(demo('nouveau'));
    expectRefusal(await grant(superAdmin, adminSiteIds.paris, nouveau), 409, adminMessages.notActivatedAdmin);
    const unknownAccount = await grant(superAdmin, adminSiteIds.paris, crypto.randomUUID());
    expectRefusal(unknownAccount, 404, adminMessages.accountUnknown);
    const unknownSite = await grant(superAdmin, crypto.randomUUID(), medecin);
    expectRefusal(unknownSite, 404, adminMessages.adminSiteUnknown);

    const doctor = await signedIn(portal, 'medecin');
    expectRefusal(await doctor.get('/api/admin/board', { accept: 'application/json' }), 403, httpMessages.forbidden);
    expect((await grant(superAdmin, adminSiteIds.paris, medecin)).statusCode).toBe(200);
    await portal.mail.waitFor(demo('medecin'), /Vous êtes administrateur d'un centre/);
    const board = await read<AdminBoard>(doctor, '/api/admin/board');
    expect(board.awaitingValidation.items.map((account) => account.userId)).toContain(nouveau);
    const paris = (await sites(superAdmin)).find((site) => site.adminSiteId === adminSiteIds.paris)!;
    expect(paris.admins).toContainEqual({ userId: medecin, name: 'Claire Dubois', email: demo('medecin') });
    const [granted] = await audit(await signedIn(portal, 'admin.paris'), { action: 'adminRightsGranted' });
    expect(granted).toMatchObject({ subject: { userId: medecin }, details: { adminSite: paris.label } });

    const revoked = await superAdmin.json('DELETE', `/api/admin/admin-sites/${adminSiteIds.paris}/admins/${medecin}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    await portal.mail.waitFor(demo('medecin'), /Vos droits d'administrateur ont changé/);
    expectRefusal(await doctor.get('/api/admin/board', { accept: 'application/json' }), 403, httpMessages.forbidden);
    expect((await portal.accounts.findUserByEmail(demo('medecin')))?.isAdmin).toBe(false);
  });

  it('suspends a client app: its sign-ins end on the portal’s banner, until it is resumed', async () => {
    const superAdmin = await signedIn(portal, 'superadmin');
    const apps = await read<ClientAppEntry[]>(superAdmin, '/api/admin/client-apps');
    expect(apps.map((app) => app.clientId)).not.toContain('portal');
    expect(apps).toContainEqual({ clientId: DEMO_CLIENT.id, label: 'Application de démonstration', suspended: false });
    expect(apps).toContainEqual({ clientId: 'archives', label: 'Archives', suspended: true });
    expectRefusal(await suspend(superAdmin, 'inconnue', true), 404, adminMessages.clientAppUnknown);
    expectRefusal(await suspend(superAdmin, 'portal', true), 404, adminMessages.clientAppUnknown);

    const doctor = await signedIn(portal, 'medecin');
    expect((await suspend(superAdmin, DEMO_CLIENT.id, true)).statusCode).toBe(200);
    const listed = await read<ClientAppEntry[]>(superAdmin, '/api/admin/client-apps');
    expect(listed.find((app) => app.clientId === DEMO_CLIENT.id)?.suspended).toBe(true);
    expect((await openClientApp(doctor)).location).toBe('/#/?err=appNotAllowed');
    const bind = await doctor.json(
      'PATCH',
      `/api/users/me/emails/${encodeURIComponent(demo('medecin'))}/bind-client-app`,
      { appClientId: DEMO_CLIENT.id },
    );
    expectRefusal(bind, 400, httpMessages.unknownClientApp);

    expect((await suspend(superAdmin, DEMO_CLIENT.id, false)).statusCode).toBe(200);
    const opened = await openClientApp(doctor);
    expect(new URL(opened.location).searchParams.get('code')).toBeTruthy();
    const events = await audit(superAdmin, { action: 'clientAppSuspended' });
    expect(events[0]).toMatchObject({ subject: null, details: { clientApp: 'Application de démonstration' } });
  });

  it('shows a suspension at once on the instance that made it, whatever it read meanwhile', async () => {
    const superAdmin = await signedIn(portal, 'superadmin');
    const list = () => superAdmin.get('/api/admin/client-apps', { accept: 'application/json' });
    for (const suspended of [true, false, true, false, true, false]) {
      const [answer] = await Promise.all([
        suspend(superAdmin, DEMO_CLIENT.id, suspended),
        ...Array.from({ length: 8 }, list),
      ]);
      expect(answer.statusCode).toBe(200);
      const apps = await read<ClientAppEntry[]>(superAdmin, '/api/admin/client-apps');
      expect(apps.find((app) => app.clientId === DEMO_CLIENT.id)?.suspended).toBe(suspended);
    }
  });
});
