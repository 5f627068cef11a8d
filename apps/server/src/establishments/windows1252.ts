/**
 * Windows-1252, the FINESS file's encoding. Node has no encoder for it: the table is built from
 * the standard decoder. Reading detects the encoding line by line (valid UTF-8 stays UTF-8), so a
 * file re-saved in UTF-8 imports unchanged too.
 */
const decoder1252 = new TextDecoder('windows-1252');
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

const encodeTable = new Map<string, number>();
for (let byte = 0; byte < 256; byte++) {
  const char = decoder1252.decode(new Uint8Array([byte]));
  if (!encodeTable.has(char)) encodeTable.set(char, byte);
}

/** Encodes `text`; a character Windows-1252 lacks becomes `?`. */
export function encodeWindows1252(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  let length = 0;
  for (const char of text) bytes[length++] = encodeTable.get(char) ?? 0x3f;
  return bytes.subarray(0, length);
}

function decodeLine(bytes: Uint8Array): string {
  if (bytes.every((byte) => byte < 0x80)) return decoder1252.decode(bytes);
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return decoder1252.decode(bytes);
  }
}

/** The lines of a byte stream (LF or CRLF), each decoded; streamed, so any file size goes. */
export async function* readLines(source: AsyncIterable<Uint8Array | string>): AsyncGenerator<string> {
  let pending = new Uint8Array(0);
  for await (const chunk of source) {
    const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk;
    const data = pending.length > 0 ? concat(pending, bytes) : bytes;
    let start = 0;
    for (let end = data.indexOf(0x0a); end !== -1; end = data.indexOf(0x0a, start)) {
      yield decodeLine(trimCr(data.subarray(start, end)));
      start = end + 1;
    }
    pending = data.slice(start);
  }
  if (pending.length > 0) yield decodeLine(trimCr(pending));
}

function trimCr(line: Uint8Array): Uint8Array {
  return line.length > 0 && line[line.length - 1] === 0x0d ? line.subarray(0, -1) : line;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
