import { networkInterfaces } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { startAnalyticsStandIn, type AnalyticsStandIn, type Hit } from '../src/index.ts';

let standIn: AnalyticsStandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

async function start(host?: string) {
  standIn = await startAnalyticsStandIn({ port: 0, host });
  return standIn;
}

const pageView = new URLSearchParams({
  idsite: '1',
  rec: '1',
  apiv: '1',
  url: 'http://localhost:3000/#/myProfile',
  action_name: 'Mon profil utilisateur – Portail Anapath',
  _id: '0123456789abcdef',
}).toString();
const tileClick = 'idsite=1&rec=1&url=http%3A%2F%2Flocalhost%3A3000%2F%23%2F&e_c=Tuiles+du+portail&e_a=Clic&e_n=Agenda';
const ping = 'idsite=1&rec=1&url=http%3A%2F%2Flocalhost%3A3000%2F%23%2F&ping=1';

async function hits(url: string): Promise<Hit[]> {
  return ((await (await fetch(`${url}/hits`)).json()) as { hits: Hit[] }).hits;
}

describe('analytics stand-in', () => {
  it('serves the tracker', async () => {
    const { url } = await start();
    const response = await fetch(`${url}/matomo.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toContain('rememberConsentGiven');
  });

  it('records a hit sent by GET, answering 204', async () => {
    const { url } = await start();
    const response = await fetch(`${url}/matomo.php?${pageView}`);
    expect(response.status).toBe(204);
    expect(await hits(url)).toEqual([
      expect.objectContaining({
        kind: 'pageView',
        siteId: '1',
        url: 'http://localhost:3000/#/myProfile',
        title: 'Mon profil utilisateur – Portail Anapath',
        visitorId: '0123456789abcdef',
      }),
    ]);
  });

  it('records the hits of a POST body: a beacon, lines, or Matomo’s bulk JSON', async () => {
    const { url } = await start();
    const post = (body: string, type = 'application/x-www-form-urlencoded; charset=UTF-8') =>
      fetch(`${url}/matomo.php`, { method: 'POST', headers: { 'content-type': type }, body });
    expect((await post(tileClick)).status).toBe(204);
    expect((await post(`${ping}\n?${pageView}\n`, 'text/plain')).status).toBe(204);
    expect((await post(JSON.stringify({ requests: [`?${tileClick}`] }), 'application/json')).status).toBe(204);
    expect((await hits(url)).map((hit) => [hit.kind, hit.name])).toEqual([
      ['event', 'Agenda'],
      ['heartbeat', ''],
      ['pageView', ''],
      ['event', 'Agenda'],
    ]);
    const [event] = await hits(url);
    expect(event).toMatchObject({ category: 'Tuiles du portail', action: 'Clic', name: 'Agenda' });
  });

  it('refuses what is not a tracking request, and an oversized body, in French', async () => {
    const { url } = await start();
    const noSite = await fetch(`${url}/matomo.php?rec=1&url=x`);
    expect(noSite.status).toBe(400);
    expect(await noSite.text()).toBe('Aucune requête de suivi reconnue (idsite et rec=1 sont attendus).');
    const big = await fetch(`${url}/matomo.php`, { method: 'POST', body: `${pageView}\n`.repeat(1000) });
    expect(big.status).toBe(413);
    expect((await fetch(`${url}/autre`)).status).toBe(404);
    expect(await hits(url)).toEqual([]);
  });

  it('lists what it received on its French page, newest first, escaped', async () => {
    const { url } = await start();
    await fetch(`${url}/matomo.php?${pageView}`);
    await fetch(`${url}/matomo.php?${tileClick}`);
    await fetch(`${url}/matomo.php?${ping}`);
    await fetch(
      `${url}/matomo.php?idsite=1&rec=1&url=x&action_name=${encodeURIComponent('<script>alert(1)</script>')}`,
    );
    const page = await (await fetch(`${url}/`)).text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('<h1>Mesure d’audience : ce que Matomo recevrait</h1>');
    expect(page).toContain('4 requête(s) reçue(s), la plus récente en premier');
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const kinds = [...page.matchAll(/<\/time><\/td><td>([^<]+)<\/td>/g)].map((match) => match[1]);
    expect(kinds).toEqual(['Page vue', 'Signal de présence', 'Événement', 'Page vue']);
    expect(page).toContain('<td>Tuiles du portail</td><td>Clic</td><td>Agenda</td>');
    expect(page).toContain('<td>Mon profil utilisateur – Portail Anapath</td>');
  });

  it('empties its list on DELETE /hits', async () => {
    const { url } = await start();
    await fetch(`${url}/matomo.php?${pageView}`);
    expect((await fetch(`${url}/hits`, { method: 'DELETE' })).status).toBe(204);
    expect(await hits(url)).toEqual([]);
    expect(await (await fetch(`${url}/`)).text()).toContain('Rien reçu pour l’instant.');
  });

  const outsideAddress = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

  it.skipIf(!outsideAddress)('answers no one but this machine, even when bound to every interface', async () => {
    const { url } = await start('0.0.0.0');
    const port = new URL(url).port;
    const fromOutside = await fetch(`http://${outsideAddress}:${port}/matomo.php?${pageView}`);
    expect(fromOutside.status).toBe(403);
    expect(await fromOutside.text()).toBe('Ce collecteur local ne répond qu’à cette machine.');
    expect((await fetch(`http://${outsideAddress}:${port}/hits`)).status).toBe(403);
    expect(await hits(`http://127.0.0.1:${port}`)).toEqual([]);
  });

  it('listens on the loopback interface by default', async () => {
    const { url } = await start();
    expect((await fetch(`${url.replace('localhost', '127.0.0.1')}/hits`)).status).toBe(200);
    if (outsideAddress) await expect(fetch(`http://${outsideAddress}:${new URL(url).port}/hits`)).rejects.toThrow();
  });
});
