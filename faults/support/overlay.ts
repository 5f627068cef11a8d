/**
 * The fault tests' configuration: the journeys' overlay (`config/overlays/test.yaml`) with a few
 * keys changed for the faults (e.g. the outbox's retries, so that a two-minute SMTP outage is
 * outlasted and its mails arrive soon after), written to the test's folder.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

function merge(base: Tree, changes: Tree): Tree {
  const merged = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    merged[key] = isTree(value) && isTree(merged[key]) ? merge(merged[key], value) : value;
  }
  return merged;
}

/** Writes `base` (a YAML file) with `changes` merged in to `file`; answers `file`. */
export function writeOverlay(file: string, base: string, changes: Tree): string {
  writeFileSync(file, stringify(merge(parse(readFileSync(base, 'utf8')) as Tree, changes)));
  return file;
}
