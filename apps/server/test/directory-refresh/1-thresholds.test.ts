/**
 * Issue 37, point 3: a refresh swaps in an extract that changes at most 5 % of the directory's
 * practitioners at once, keeps one that changes up to 20 % until a super administrator confirms or
 * abandons it, and refuses one that changes more, saying why; every outcome and its figures are in
 * the audit log.
 */
import { beforeEach, expect, it } from 'vitest';
import { directoryRefreshMessages } from '@portal/shared';
import { audit, signedIn } from '../admin/support.ts';
import { describePortal } from '../support/harness.ts';
import {
  extractsFolder,
  forgetRefreshes,
  listRefreshes,
  liveCount,
  liveRecord,
  loadDirectory,
  practitioners,
  refreshed,
  REFRESHES,
  renamed,
  writeExtract,
} from './support.ts';

const folder = extractsFolder();
const live = practitioners(100);

describePortal(
  'directory refresh: thresholds',
  (portal) => {
    beforeEach(async () => {
      await forgetRefreshes(portal);
      await loadDirectory(portal, live);
    });

    it('applies at once an extract changing 5 % of the practitioners, and records its figures', async () => {
      // 3 renamed, 1 retitled, 1 removed: 5 of 100.
      const next = renamed(live, 3).map((one, index) => (index === 4 ? { ...one, civilTitle: 'M' as const } : one));
      await writeExtract(folder, next.slice(0, 99));
      const superAdmin = await signedIn(portal, 'superadmin');
      const refresh = await refreshed(superAdmin);
      expect(refresh).toMatchObject({
        state: 'applied',
        lines: 99,
        practitioners: 99,
        added: 0,
        removed: 1,
        renamed: 3,
        retitled: 1,
        changedPercent: 5,
        reason: null,
      });
      expect(refresh.finishedAt).not.toBeNull();
      expect(await liveRecord(portal, live[0]!.rpps)).toMatchObject({ last_name: 'FERRANDAA-MOREL' });
      expect(await liveRecord(portal, live[4]!.rpps)).toMatchObject({ civil_title: 'M' });
      expect(await liveRecord(portal, live[99]!.rpps)).toBeNull();
      const [event] = await audit(superAdmin, { action: 'directoryRefreshed' });
      expect(event).toMatchObject({
        actor: { name: expect.stringContaining('Lefèvre') },
        details: { lines: '99', added: '0', removed: '1', renamed: '3', retitled: '1', changedPercent: '5' },
      });
      expect(event!.details.source).toMatch(/PS_LibreAcces_Personne_activite_\d+\.txt$/);
    });

    it('keeps an extract changing 10 % until confirmed, then swaps it in', async () => {
      await writeExtract(folder, renamed(live, 10));
      const superAdmin = await signedIn(portal, 'superadmin');
      const refresh = await refreshed(superAdmin);
      expect(refresh).toMatchObject({
        state: 'awaitingConfirmation',
        renamed: 10,
        changedPercent: 10,
        finishedAt: null,
        reason: directoryRefreshMessages.awaiting(10, 5),
      });
      expect(refresh.reason).toBe(
        '10 % des praticiens changent, plus que le seuil de 5 % : une confirmation est nécessaire',
      );
      expect((await listRefreshes(superAdmin)).current?.id).toBe(refresh.id);
      expect(await liveRecord(portal, live[0]!.rpps)).toMatchObject({ last_name: 'FERRANDAA' });
      const [awaiting] = await audit(superAdmin, { action: 'directoryRefreshAwaiting' });
      expect(awaiting?.details).toMatchObject({ renamed: '10', changedPercent: '10', reason: refresh.reason });

      const confirmed = await superAdmin.json('POST', `${REFRESHES}/${refresh.id}/confirm`, {});
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toMatchObject({ id: refresh.id, state: 'applied', renamed: 10 });
      expect(await liveRecord(portal, live[0]!.rpps)).toMatchObject({ last_name: 'FERRANDAA-MOREL' });
      expect(await liveCount(portal)).toBe(100);
      const { current, recent } = await listRefreshes(superAdmin);
      expect(current).toBeNull();
      expect(recent[0]).toMatchObject({ id: refresh.id, state: 'applied', finishedAt: expect.any(String) });
      const [event] = await audit(superAdmin, { action: 'directoryRefreshConfirmed' });
      expect(event).toMatchObject({ actor: { name: expect.stringContaining('Lefèvre') }, details: { renamed: '10' } });
      // Decided once: a second confirmation or an abandon is refused.
      const again = await superAdmin.json('POST', `${REFRESHES}/${refresh.id}/confirm`, {});
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: directoryRefreshMessages.notAwaiting });
    });

    it('keeps the old directory when a waiting extract is abandoned', async () => {
      await writeExtract(folder, [...live.slice(0, 90), ...practitioners(8, 500)]);
      const superAdmin = await signedIn(portal, 'superadmin');
      const refresh = await refreshed(superAdmin);
      expect(refresh).toMatchObject({ state: 'awaitingConfirmation', added: 8, removed: 10, changedPercent: 18 });
      const abandoned = await superAdmin.json('POST', `${REFRESHES}/${refresh.id}/abandon`, {});
      expect(abandoned.statusCode, abandoned.body).toBe(200);
      expect(abandoned.json()).toMatchObject({ state: 'abandoned', finishedAt: expect.any(String) });
      expect(await liveCount(portal)).toBe(100);
      expect(await liveRecord(portal, live[95]!.rpps)).not.toBeNull();
      expect(await liveRecord(portal, practitioners(1, 500)[0]!.rpps)).toBeNull();
      expect((await audit(superAdmin, { action: 'directoryRefreshAbandoned' })).length).toBe(1);
      // Nothing waits any more: the next refresh may start.
      expect((await listRefreshes(superAdmin)).current).toBeNull();
    });

    it('refuses an extract changing more than 20 %, saying the share and the threshold', async () => {
      await writeExtract(folder, renamed(live, 25));
      const superAdmin = await signedIn(portal, 'superadmin');
      const refresh = await refreshed(superAdmin);
      expect(refresh).toMatchObject({ state: 'refused', renamed: 25, changedPercent: 25 });
      expect(refresh.reason).toBe(
        '25 % des praticiens changent, plus que le seuil de 20 % : la mise à jour est refusée',
      );
      expect(await liveRecord(portal, live[0]!.rpps)).toMatchObject({ last_name: 'FERRANDAA' });
      const [event] = await audit(superAdmin, { action: 'directoryRefreshRefused' });
      expect(event?.details).toMatchObject({ renamed: '25', changedPercent: '25', reason: refresh.reason });
      const decided = await superAdmin.json('POST', `${REFRESHES}/${refresh.id}/confirm`, {});
      expect(decided.statusCode).toBe(409);
    });
  },
  { configure: (config) => void (config.directory.refresh.source = folder) },
);
