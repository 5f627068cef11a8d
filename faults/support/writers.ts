/**
 * Profile saves that can be checked afterwards: writer `w`'s save number `n` sets two phones that
 * both carry `w` and `n`. Each writer saves one after another, so its last save the database holds
 * tells whether an answer lied: a save answered as done must never be undone by the database, a
 * save answered "nothing written" must never be there, and the two phones must come from one save.
 */
import type { BrowserContext } from '@playwright/test';
import { XSRF_COOKIE, XSRF_HEADER } from '@portal/shared';

export type Outcome = 'ok' | 'nothing written' | 'unknown' | `other: ${string}`;
export interface Answer {
  n: number;
  outcome: Outcome;
}

const digits = (writer: number, n: number) => `${writer}${String(n).padStart(7, '0')}`;
const phonesOf = (writer: number, n: number) => [
  { phone: `06${digits(writer, n)}`, isPrincipal: true },
  { phone: `01${digits(writer, n)}`, isPrincipal: false },
];

async function save(context: BrowserContext, portalUrl: string, writer: number, n: number): Promise<Outcome> {
  const xsrf = (await context.cookies(portalUrl)).find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? '';
  try {
    const response = await context.request.patch(`${portalUrl}/api/users/me`, {
      data: { phones: phonesOf(writer, n) },
      headers: { [XSRF_HEADER]: xsrf, origin: portalUrl, accept: 'application/json' },
      timeout: 30_000,
    });
    if (response.status() === 200) return 'ok';
    const body = (await response.json().catch(() => ({}))) as { code?: string };
    if (response.status() === 503 && body.code === 'SERVICE_UNAVAILABLE') return 'nothing written';
    if (response.status() === 503 && body.code === 'OUTCOME_UNKNOWN') return 'unknown';
    return `other: ${response.status()} ${body.code ?? ''}`.trim() as Outcome;
  } catch (error) {
    return `other: ${(error as Error).message.split('\n')[0]}`;
  }
}

/** Saves again and again until `stopped()`, a little apart; answers each save's outcome. */
export async function writeUntil(
  context: BrowserContext,
  portalUrl: string,
  writer: number,
  stopped: () => boolean,
): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let n = 1; !stopped(); n += 1) {
    answers.push({ n, outcome: await save(context, portalUrl, writer, n) });
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return answers;
}

export interface Verdict {
  lost: boolean;
  halfWritten: boolean;
  misreported: boolean;
}

/** Compares a writer's answers with the phones the database holds for it. */
export function verdict(writer: number, answers: Answer[], storedPhones: string[]): Verdict {
  const saves = new Set(storedPhones.map((phone) => Number(phone.slice(-7))));
  const fromWriter = storedPhones.every((phone) => phone.slice(-8, -7) === String(writer));
  const halfWritten = storedPhones.length !== 2 || saves.size !== 1 || !fromWriter;
  const stored = halfWritten ? -1 : [...saves][0]!;
  const lastDone = answers.filter((answer) => answer.outcome === 'ok').at(-1)?.n ?? 0;
  const storedAnswer = answers.find((answer) => answer.n === stored);
  return {
    halfWritten,
    lost: stored < lastDone,
    misreported: stored > lastDone && storedAnswer?.outcome !== 'unknown',
  };
}
