/**
 * The accessibility statement's conformance state: written once, in its text's header
 * (`état de conformité: non conforme`), checked at start, shown in the text where it says
 * `{état de conformité}` and in every footer (`GET /api/config/`).
 */
import { CONFORMANCE_STATES, isConformanceState, type ConformanceState } from '@portal/shared';
import { ConfigError } from '../config/load.ts';

const CONFORMANCE_STATE_KEY = 'état de conformité';
const PLACEHOLDER = `{${CONFORMANCE_STATE_KEY}}`;
const allowed = CONFORMANCE_STATES.map((state) => `« ${state} »`).join(', ');

/** The state the header declares; a missing or unknown one stops the start, naming the file. */
export function conformanceStateOf(frontMatter: Record<string, unknown>, file: string): ConformanceState {
  const value = frontMatter[CONFORMANCE_STATE_KEY];
  if (value === undefined)
    throw new ConfigError(
      `État de conformité manquant (${file}) : écrivez en tête du texte, entre deux lignes ---, « ${CONFORMANCE_STATE_KEY}: » suivi de ${allowed}`,
    );
  const state = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value;
  if (!isConformanceState(state))
    throw new ConfigError(
      `État de conformité invalide (${file}) : « ${typeof value === 'string' ? value : JSON.stringify(value)} » ; RGAA 4.1 n'en connaît que trois : ${allowed}`,
    );
  return state;
}

/** The rendered statement, saying its state where the operator wrote the placeholder (required). */
export function withConformanceState(html: string, state: ConformanceState, file: string): string {
  if (!html.includes(PLACEHOLDER))
    throw new ConfigError(
      `Déclaration d'accessibilité sans son état (${file}) : gardez ${PLACEHOLDER} dans la section « État de conformité »`,
    );
  return html.replaceAll(PLACEHOLDER, state);
}
