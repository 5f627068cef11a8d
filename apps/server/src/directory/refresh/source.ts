/**
 * Where a refresh reads the national extract: an `http(s)://` address (streamed as it downloads),
 * or a folder, whose newest `PS_LibreAcces_Personne_activite_*.txt` or `PS_LibreAcces_*.zip` is read
 * (each name ends with the extract's date and time). Either may be the zip the directory publishes:
 * the practitioners' file is then read from it (`unzip.ts`). Never read whole in memory.
 */
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { directoryRefreshMessages } from '@portal/shared';
import { unzippedIfArchive } from './unzip.ts';

const EXTRACT = /^PS_LibreAcces_Personne_activite_.*\.txt$/;
const ARCHIVE = /^PS_LibreAcces_.*\.zip$/;
/** The date and time a name ends with (`…_202611290300.txt`): the newest extract sorts last. */
const stamp = (name: string) => /(\d+)\.\w+$/.exec(name)?.[1]?.padEnd(20, '0') ?? '';

export interface OpenedSource {
  /** The file or address read, as the refresh records it: an address without credentials nor query. */
  name: string;
  input: AsyncIterable<Uint8Array>;
}

/** A failure a refresh records as its reason (in French); others are recorded as `failed`. */
export class SourceError extends Error {}

export const isAddress = (source: string) => /^https?:\/\//i.test(source);

/** An address as the refresh records it: its user, password, query and fragment dropped. */
export function describeSource(source: string): string {
  if (!isAddress(source)) return source;
  try {
    const url = new URL(source);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return source.replace(/[?#].*$/, '');
  }
}

async function newestExtract(folder: string): Promise<string> {
  const names = (await readdir(folder, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && (EXTRACT.test(entry.name) || ARCHIVE.test(entry.name)))
    .map((entry) => entry.name)
    .sort((a, b) => stamp(a).localeCompare(stamp(b)) || a.localeCompare(b));
  const newest = names.at(-1);
  if (!newest) throw new SourceError(directoryRefreshMessages.noExtract);
  return join(folder, newest);
}

export async function openSource(source: string, signal?: AbortSignal): Promise<OpenedSource> {
  if (isAddress(source)) {
    const response = await fetch(source, { signal, redirect: 'follow' });
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new Error(`the extract's address answered ${response.status}`);
    }
    return { name: describeSource(source), input: extractOf(Readable.fromWeb(response.body as never)) };
  }
  const file = await newestExtract(source);
  return { name: file, input: readExtractFile(file) };
}

/** An extract's file, or the archive holding it (`npm run import:rpps` reads its file this way too). */
export const readExtractFile = (file: string) => extractOf(createReadStream(file, { highWaterMark: 1 << 18 }));

const extractOf = (input: AsyncIterable<Uint8Array>) =>
  unzippedIfArchive(
    input,
    (name) => EXTRACT.test(name),
    () => new SourceError(directoryRefreshMessages.noExtractInArchive),
  );
