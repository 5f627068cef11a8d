/**
 * The national extract inside the archive the directory publishes (`PS_LibreAcces_*.zip`, which
 * holds the practitioners' file beside others): inflated as the archive streams in, never held
 * whole; the archive's rest is not read once the extract is.
 */
import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/** The bytes of `input`, or those of the entry `wanted` picks when `input` is a zip archive. */
export async function* unzippedIfArchive(
  input: AsyncIterable<Uint8Array>,
  wanted: (name: string) => boolean,
  missing: () => Error,
): AsyncGenerator<Uint8Array> {
  const iterator = input[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) return;
  const rest = { [Symbol.asyncIterator]: () => iterator };
  if (!ZIP_SIGNATURE.every((byte, index) => first.value[index] === byte)) {
    yield first.value;
    yield* rest;
    return;
  }
  yield* entryOf(
    (async function* () {
      yield first.value;
      yield* rest;
    })(),
    wanted,
    missing,
  );
}

async function* entryOf(
  zip: AsyncIterable<Uint8Array>,
  wanted: (name: string) => boolean,
  missing: () => Error,
): AsyncGenerator<Uint8Array> {
  const inflated: Uint8Array[] = [];
  // Set by fflate's callbacks, which run inside `push`.
  const state: { entry: 'looking' | 'reading' | 'read'; failure: Error | null } = { entry: 'looking', failure: null };
  const unzip = new Unzip((file) => {
    if (state.entry !== 'looking' || !wanted(file.name.split('/').at(-1) ?? '')) return;
    state.entry = 'reading';
    file.ondata = (error, chunk, final) => {
      if (error) state.failure = error;
      else if (chunk.length > 0) inflated.push(chunk);
      if (final) state.entry = 'read';
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  for await (const chunk of zip) {
    unzip.push(chunk);
    if (state.failure) throw state.failure;
    while (inflated.length > 0) yield inflated.shift()!;
    if (state.entry === 'read') return;
  }
  unzip.push(new Uint8Array(0), true);
  if (state.failure) throw state.failure;
  while (inflated.length > 0) yield inflated.shift()!;
  if (state.entry === 'looking') throw missing();
  if (state.entry === 'reading') throw new Error('the archive ends before its extract does');
}
