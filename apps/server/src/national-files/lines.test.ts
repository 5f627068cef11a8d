import { describe, expect, it } from 'vitest';
import { decodeLines } from './lines.ts';
import { encodeWindows1252 } from './windows-1252.ts';

async function collect(source: AsyncIterable<Uint8Array>) {
  const decoded = decodeLines(source);
  const lines: string[] = [];
  for await (const chunk of decoded) lines.push(...chunk);
  return { lines, encoding: decoded.encoding };
}

async function* chunks(...parts: Uint8Array[]) {
  yield* parts;
}

describe('national files: lines', () => {
  it('encodes and reads Windows-1252, split anywhere, CRLF or LF, and UTF-8 lines too', async () => {
    const bytes = encodeWindows1252('Hôpital l’Élan œuvre\r\nsecond €\n');
    expect([...bytes.subarray(1, 2)]).toEqual([0xf4]);
    expect(await collect(chunks(bytes.subarray(0, 3), bytes.subarray(3, 25), bytes.subarray(25)))).toEqual({
      lines: ['Hôpital l’Élan œuvre', 'second €'],
      encoding: 'cp1252',
    });
    expect(await collect(chunks(new TextEncoder().encode('Clinique Sainte-Thérèse')))).toEqual({
      lines: ['Clinique Sainte-Thérèse'],
      encoding: 'utf8',
    });
  });
});
