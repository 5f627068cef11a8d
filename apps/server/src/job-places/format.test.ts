import { describe, expect, it } from 'vitest';
import { joinAddress, parseStructureLine, splitRouting, STRUCTURE_FIELDS, toJobPlace } from './format.ts';
import { finessBytes, finessFileName, finessKey, finessLines } from './generate.ts';
import { decodeLines } from '../national-files/lines.ts';

async function collect(source: Iterable<Uint8Array>): Promise<string[]> {
  const lines: string[] = [];
  for await (const chunk of decodeLines(source)) lines.push(...chunk);
  return lines;
}

describe('FINESS format', () => {
  it('maps a real-looking structureet line by position', () => {
    const line =
      'structureet;010000024;010780054;CH DE FLEYRIAT;CENTRE HOSPITALIER BOURG-EN-BRESSE FLEYRIAT;;;900;RTE;DE PARIS;;BP 401;004;01;AIN;01012 BOURG EN BRESSE CEDEX;0474454647;0474454280;355;Centre Hospitalier (C.H.);1102;Centres Hospitaliers;26010004500012;8610Z;03;ARS;1;Etablissement public de santé;1979-02-13;1979-02-13;2020-02-04;';
    const structure = parseStructureLine(line);
    expect(structure?.ligneacheminement).toBe('01012 BOURG EN BRESSE CEDEX');
    expect(structure && toJobPlace(structure)).toEqual({
      finess: '010000024',
      label: 'CENTRE HOSPITALIER BOURG-EN-BRESSE FLEYRIAT',
      address: '900 route DE PARIS',
      zipcode: '01012',
      city: 'BOURG EN BRESSE',
      siret: '26010004500012',
    });
    expect(parseStructureLine('geolocalisation;010000024;1;2;LAMBERT_93;2020-02-04')).toBeNull();
  });

  it('builds addresses and routing lines', () => {
    expect(joinAddress({ numvoie: '12', compvoie: 'B', typvoie: 'R', voie: 'de la Paix' })).toBe(
      '12 bis rue de la Paix',
    );
    expect(joinAddress({ numvoie: '', compvoie: '', typvoie: '', voie: 'LIEU-DIT LES MOULINS' })).toBe(
      'LIEU-DIT LES MOULINS',
    );
    expect(splitRouting('69003 LYON')).toEqual({ zipcode: '69003', city: 'LYON' });
    expect(splitRouting('13385 MARSEILLE CEDEX 5')).toEqual({ zipcode: '13385', city: 'MARSEILLE' });
  });

  it('generates the documented layout: metadata, 32-field structureet lines, then geolocalisation', async () => {
    const date = new Date('2026-03-11T08:30:00Z');
    expect(finessFileName(date)).toBe('etalab-cs1100507-stock-20260311-0830.csv');
    const lines = await collect(finessBytes({ lines: 300, date }));
    expect(lines[0]).toBe('finess;etalab;96;2026-03-11');
    const structures = lines.slice(1, 301);
    expect(
      structures.every((l) => l.startsWith('structureet;') && l.split(';').length === STRUCTURE_FIELDS.length),
    ).toBe(true);
    expect(lines.slice(301).every((l) => l.startsWith('geolocalisation;') && l.endsWith(';2026-03-11'))).toBe(true);
    const numbers = structures.map((l) => l.split(';')[1] ?? '');
    expect(numbers.every((n) => /^[0-9][0-9AB][0-9]{7}$/.test(n) && finessKey(n.slice(0, 8)) === n[8])).toBe(true);
    expect(new Set(numbers).size).toBe(300);
    expect(numbers.some((n) => /^2[AB]/.test(n))).toBe(true);
    expect(structures.some((l) => l.includes('é'))).toBe(true);
    expect([...finessLines({ lines: 5, seed: 3, date })]).toEqual([...finessLines({ lines: 5, seed: 3, date })]);
  });
});
