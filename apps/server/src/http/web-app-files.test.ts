import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncoding, precompressedJson } from './precompressed-json.ts';
import { webAppFiles } from './web-app-files.ts';

const SCRIPT = `export const portal = "${'Portail Anapath '.repeat(200)}";`;
const PAGE = `<!doctype html><html lang="fr"><body>${'<p>Portail</p>'.repeat(200)}</body></html>`;

/** A build's folder as `npm run build` leaves it: hashed assets and index.html with their compressed copies. */
function fakeBuild() {
  const root = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(root, 'assets'));
  const write = (path: string, content: string) => {
    writeFileSync(join(root, path), content);
    writeFileSync(join(root, `${path}.br`), brotliCompressSync(content));
    writeFileSync(join(root, `${path}.gz`), gzipSync(content));
  };
  write('assets/index-AbCd1234.js', SCRIPT);
  write('index.html', PAGE);
  writeFileSync(join(root, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

describe('web app files', () => {
  const root = fakeBuild();
  const app = fastify();
  beforeAll(async () => {
    await app.register(fastifyStatic, webAppFiles(root));
    app.get('/i18n.json', precompressedJson({ fr: { app: { title: 'Portail Anapath '.repeat(50) } } }));
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true });
  });
  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('serves hashed assets immutable for a year, in brotli or gzip by Accept-Encoding', async () => {
    const br = await get('/assets/index-AbCd1234.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/index-AbCd1234.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-AbCd1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('serves index.html, at / too, to be revalidated on every visit', async () => {
    for (const url of ['/', '/index.html']) {
      const page = await get(url, 'br');
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(brotliDecompressSync(page.rawPayload).toString()).toBe(PAGE);
    }
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
  });

  it('gives the other public files a short cache', async () => {
    const logo = await get('/logo.svg', 'br');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');
    expect(logo.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the shared JSON once, by Accept-Encoding', async () => {
    const br = await get('/i18n.json', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toHaveProperty('fr.app.title');
    const gzip = await get('/i18n.json', 'gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toHaveProperty('fr.app.title');
    const plain = await get('/i18n.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveProperty('fr.app.title');
  });
});

describe('accepted encoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=1', 'br'],
    ['*', 'gzip'],
    ['gzip;q=0', undefined],
  ])('%s → %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
