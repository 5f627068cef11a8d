import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { RPPS_COLUMNS } from './columns.ts';
import { encodeWindows1252 } from '../national-files/windows-1252.ts';
import { rppsLines, writeRppsFile } from './generate.ts';
import { decodeLines } from '../national-files/lines.ts';
import { isValidRpps } from './rpps-number.ts';

const at = (name: (typeof RPPS_COLUMNS)[number]) => RPPS_COLUMNS.indexOf(name);

describe('the RPPS file generator', () => {
  it('writes the header and lines of the published format', () => {
    const [header, ...lines] = [...rppsLines({ lines: 3000 })];
    expect(header).toBe(`${RPPS_COLUMNS.join('|')}|`);
    expect(lines).toHaveLength(3000);
    const rows = lines.map((line) => line.split('|'));
    for (const fields of rows) {
      expect(fields).toHaveLength(57);
      expect(fields[56]).toBe('');
      expect(fields[at("Type d'identifiant PP")]).toBe('8');
      expect(isValidRpps(fields[at('Identifiant PP')]!)).toBe(true);
      expect(fields[at('Identification nationale PP')]).toBe(`8${fields[at('Identifiant PP')]}`);
      const finess = fields[at('Numéro FINESS site')]!;
      if (finess) expect(finess).toMatch(/^[0-9][0-9AB][0-9]{7}$/);
    }
    const perPractitioner = new Map<string, number>();
    for (const fields of rows) perPractitioner.set(fields[1]!, (perPractitioner.get(fields[1]!) ?? 0) + 1);
    expect(Math.max(...perPractitioner.values())).toBe(4);
    expect(rows.some((fields) => fields[at('Raison sociale site')] === '')).toBe(true);
    expect(rows.some((fields) => fields[at('Code savoir-faire')] === 'SM01')).toBe(true);
    expect(rows.filter((fields) => fields[at('Code profession')] === '10').length).toBeGreaterThan(1500);
    expect(rows.some((fields) => /[éèçëï]/.test(fields[at("Prénom d'exercice")]!))).toBe(true);
    expect(new Set(rows.map((fields) => fields[at("Nom d'exercice")])).size).toBeGreaterThan(300);
  });

  it('writes the 52 and 48 column layouts', () => {
    for (const columns of [52, 48] as const) {
      const lines = [...rppsLines({ lines: 5, columns })];
      for (const line of lines) expect(line.split('|')).toHaveLength(columns + 1);
    }
  });

  it('streams a Windows-1252 file that reads back with its accents', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    await writeRppsFile(out, { lines: 50, encoding: 'cp1252', practitioners: [] });
    const lines = decodeLines([Buffer.concat(chunks)]);
    const text: string[] = [];
    for await (const chunk of lines) text.push(...chunk);
    expect(lines.encoding).toBe('cp1252');
    expect(text[0]).toContain('Libellé civilité');
    expect(text.slice(1, 51)).toEqual([...rppsLines({ lines: 50 })].slice(1));
    expect([...encodeWindows1252('Cœur é')]).toEqual([0x43, 0x9c, 0x75, 0x72, 0x20, 0xe9]);
  });
});
