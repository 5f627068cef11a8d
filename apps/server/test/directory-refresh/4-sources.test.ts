/**
 * Issue 37, point 3: a refresh reads the extract from a folder (its newest
 * `PS_LibreAcces_Personne_activite_*.txt`) or from an `http(s)://` address, streamed; an address's
 * query (a token) is never recorded; a folder without an extract or an address that fails leaves
 * the directory as it was and says why. Either may hold the zip the directory publishes
 * (`PS_LibreAcces_*.zip`, the practitioners' file beside others), as an operator downloads it.
 */
import { createReadStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { strToU8, Zip, ZipDeflate, zipSync } from 'fflate';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { directoryRefreshMessages } from '@portal/shared';
import { audit, signedIn } from '../admin/support.ts';
import { describePortal } from '../support/harness.ts';
import {
  extractsFolder,
  forgetRefreshes,
  liveRecord,
  loadDirectory,
  practitioners,
  refreshed,
  renamed,
  writeExtract,
} from './support.ts';

const live = practitioners(100);
let server: Server;
let served = '';
let requests: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url?.startsWith('/rpps/extract.zip')) return void streamedZip(served, response);
    if (!request.url?.startsWith('/rpps/extract.txt')) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/plain' });
    createReadStream(served).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Another file of the published archive, before the practitioners' one. */
const OTHER_FILE = 'PS_LibreAcces_Dipl_AutExerc_202611290300.txt';

/** The archive as the directory publishes it, written in the folder: another file, then the extract. */
async function writeArchive(folder: string, extract: string | null, name = 'PS_LibreAcces_202611299999.zip') {
  const files: Record<string, Uint8Array> = { [OTHER_FILE]: strToU8("Type d'identifiant PP|Identifiant PP|\n") };
  if (extract) files[basename(extract)] = await readFile(extract);
  const file = join(folder, name);
  await writeFile(file, zipSync(files));
  return file;
}

/** The archive zipped as it is sent (sizes after each file, as a streaming zipper writes them). */
function streamedZip(extract: string, response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'application/zip' });
  const zip = new Zip((error, chunk, final) => {
    if (error) return void response.destroy(error);
    response.write(chunk);
    if (final) response.end();
  });
  const other = new ZipDeflate(OTHER_FILE);
  zip.add(other);
  other.push(strToU8("Type d'identifiant PP|\n"), true);
  const practitioners = new ZipDeflate(basename(extract));
  zip.add(practitioners);
  const stream = createReadStream(extract);
  stream.on('data', (chunk) => practitioners.push(chunk as Buffer));
  stream.on('end', () => {
    practitioners.push(new Uint8Array(0), true);
    zip.end();
  });
}

describePortal('directory refresh: its sources', (portal) => {
  const address = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  beforeEach(async () => {
    await forgetRefreshes(portal);
    await loadDirectory(portal, live);
    requests = [];
  });

  it('reads the newest extract of a folder, and nothing else in it', async () => {
    const folder = extractsFolder();
    portal.config.directory.refresh.source = folder;
    await writeExtract(folder, renamed(live, 2));
    const newest = await writeExtract(folder, renamed(live, 3));
    await writeFile(join(folder, 'notes.txt'), 'pas un extrait');
    const refresh = await refreshed(await signedIn(portal, 'superadmin'));
    expect(refresh).toMatchObject({ state: 'applied', renamed: 3, lines: 100 });
    const [event] = await audit(await signedIn(portal, 'superadmin'), { action: 'directoryRefreshed' });
    expect(event?.details.source).toBe(newest);
  });

  it('reads the practitioners from the newest archive of a folder, as the directory publishes it', async () => {
    const folder = extractsFolder();
    portal.config.directory.refresh.source = folder;
    await writeExtract(folder, renamed(live, 2));
    const archive = await writeArchive(folder, await writeExtract(extractsFolder(), renamed(live, 5)));
    const superAdmin = await signedIn(portal, 'superadmin');
    expect(await refreshed(superAdmin)).toMatchObject({ state: 'applied', renamed: 5, lines: 100 });
    const [event] = await audit(superAdmin, { action: 'directoryRefreshed' });
    expect(event?.details.source).toBe(archive);
  });

  it('says so when the archive holds no practitioners, the directory unchanged', async () => {
    const folder = extractsFolder();
    portal.config.directory.refresh.source = folder;
    await writeArchive(folder, null);
    const refresh = await refreshed(await signedIn(portal, 'superadmin'));
    expect(refresh).toMatchObject({ state: 'failed', reason: directoryRefreshMessages.noExtractInArchive });
    expect(await liveRecord(portal, live[0]!.rpps)).toMatchObject({ last_name: 'FERRANDAA' });
  });

  it('says so when the folder holds no extract, the directory unchanged', async () => {
    portal.config.directory.refresh.source = extractsFolder();
    const refresh = await refreshed(await signedIn(portal, 'superadmin'));
    expect(refresh).toMatchObject({ state: 'failed', reason: directoryRefreshMessages.noExtract });
    expect(await liveRecord(portal, live[0]!.rpps)).toMatchObject({ last_name: 'FERRANDAA' });
  });

  it('streams the extract from an http:// address, recording the address without its query', async () => {
    served = await writeExtract(extractsFolder(), renamed(live, 4));
    portal.config.directory.refresh.source = `${address()}/rpps/extract.txt?jeton=secret`;
    const superAdmin = await signedIn(portal, 'superadmin');
    const refresh = await refreshed(superAdmin);
    expect(refresh).toMatchObject({ state: 'applied', renamed: 4 });
    expect(requests).toEqual(['/rpps/extract.txt?jeton=secret']);
    expect(await liveRecord(portal, live[0]!.rpps)).toMatchObject({ last_name: 'FERRANDAA-MOREL' });
    const [event] = await audit(superAdmin, { action: 'directoryRefreshed' });
    expect(event?.details.source).toBe(`${address()}/rpps/extract.txt`);
    expect(JSON.stringify(event)).not.toContain('secret');
  });

  it('streams the archive from an http:// address, inflating its practitioners as it arrives', async () => {
    served = await writeExtract(extractsFolder(), renamed(live, 3));
    portal.config.directory.refresh.source = `${address()}/rpps/extract.zip`;
    expect(await refreshed(await signedIn(portal, 'superadmin'))).toMatchObject({ state: 'applied', renamed: 3 });
    expect(await liveRecord(portal, live[0]!.rpps)).toMatchObject({ last_name: 'FERRANDAA-MOREL' });
  });

  it('fails, the directory unchanged, when the address answers an error', async () => {
    portal.config.directory.refresh.source = `${address()}/rpps/absent.txt`;
    const superAdmin = await signedIn(portal, 'superadmin');
    const refresh = await refreshed(superAdmin);
    expect(refresh).toMatchObject({ state: 'failed', reason: directoryRefreshMessages.failed });
    expect(await liveRecord(portal, live[0]!.rpps)).toMatchObject({ last_name: 'FERRANDAA' });
    expect((await audit(superAdmin, { action: 'directoryRefreshFailed' })).length).toBe(1);
  });
});
