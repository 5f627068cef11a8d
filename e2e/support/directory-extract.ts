/**
 * The directory journey's extract: the demo directory the stack was seeded with (same generator,
 * same seed, same size), changed by about a tenth, so that a refresh waits for a super
 * administrator's confirmation (above 5 %, below 20 %): one in ten generated practitioners is gone,
 * and a demo doctor who has an account has a new last name.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { rppsLines } from '../../apps/server/src/directory/generate.ts';
import { DEFAULT_DIRECTORY_LINES, DEMO_PRACTITIONERS } from '../../apps/server/src/seed/directory.ts';

/** The generator's practitioners are numbered from 1001000000 (check digit aside). */
const FIRST_GENERATED = 1_001_000_000;

const isDropped = (rpps: string) => {
  const index = Number(rpps.slice(0, -1)) - FIRST_GENERATED;
  return index >= 0 && index % 10 === 0;
};

/**
 * Writes `PS_LibreAcces_Personne_activite_<stamp>.txt` into `folder`: the demo directory with the
 * practitioner `rpps` renamed `lastName`, and one generated practitioner in ten removed; answers
 * how many practitioners it removed.
 */
export async function writeChangedExtract(folder: string, renamed: { rpps: string; lastName: string }) {
  const practitioners = DEMO_PRACTITIONERS.map((practitioner) =>
    practitioner.rpps === renamed.rpps ? { ...practitioner, lastName: renamed.lastName } : practitioner,
  );
  const out = createWriteStream(join(folder, `PS_LibreAcces_Personne_activite_${Date.now()}.txt`));
  const removed = new Set<string>();
  for (const line of rppsLines({ lines: DEFAULT_DIRECTORY_LINES, practitioners })) {
    const rpps = line.split('|')[1]!;
    if (isDropped(rpps)) removed.add(rpps);
    else if (!out.write(`${line}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return { removed: removed.size };
}
