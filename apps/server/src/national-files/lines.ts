/**
 * The decoded lines of a byte stream, whatever its encoding: UTF-8 until a byte sequence is not
 * valid UTF-8, Windows-1252 from then on (a file is one or the other; the first invalid sequence
 * can come late, after a long ASCII stretch, hence deciding as we go rather than on a sample).
 * Decodes whole chunks of complete lines at once and yields them as arrays: per-line decoding, or
 * an async step per line, is several times slower.
 */
import { decodeWindows1252 } from './windows-1252.ts';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

export interface DecodedLines extends AsyncIterable<string[]> {
  /** The encoding detected so far. */
  readonly encoding: 'utf8' | 'cp1252';
}

export function decodeLines(source: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>): DecodedLines {
  const state = { encoding: 'utf8' as 'utf8' | 'cp1252' };
  const decode = (bytes: Uint8Array): string => {
    if (state.encoding === 'utf8') {
      try {
        return strictUtf8.decode(bytes);
      } catch {
        state.encoding = 'cp1252';
      }
    }
    return decodeWindows1252(bytes);
  };

  const trimCr = (line: string) => (line.endsWith('\r') ? line.slice(0, -1) : line);
  async function* lines(): AsyncGenerator<string[]> {
    let pending: Buffer = Buffer.alloc(0);
    for await (const chunk of source) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      const data = pending.length ? Buffer.concat([pending, bytes]) : Buffer.from(bytes);
      const end = data.lastIndexOf(0x0a);
      if (end === -1) {
        pending = data;
        continue;
      }
      pending = data.subarray(end + 1);
      yield decode(data.subarray(0, end)).split('\n').map(trimCr);
    }
    if (pending.length) yield [trimCr(decode(pending))];
  }

  return {
    get encoding() {
      return state.encoding;
    },
    [Symbol.asyncIterator]: lines,
  };
}
