/**
 * `npm run bench:enumeration`: whether an answer's timing tells that an address has an account.
 * Forgot-password (`POST /api/password/send-newPassword`) and the sign-in's password step
 * (`POST /oidc/interaction/{id}/login`, a wrong password) are timed, alternately, for addresses of
 * accounts and for addresses of none; prints medians, p95 and their differences.
 */
import { intEnv, readBenchEnv } from './lib/env.ts';
import { createAgent, VirtualUser } from './lib/http.ts';
import { fmt, ms, printTable, Recorder, verdict } from './lib/stats.ts';
import { withWatchdog } from './lib/watchdog.ts';

/** The median gap (in ms) under which the timing tells nothing a network's jitter would not hide. */
const MAX_MEDIAN_GAP_MS = 1;

await withWatchdog(async () => {
  const env = readBenchEnv();
  const rounds = intEnv('BENCH_ROUNDS', 200, 10, 10_000);
  const agent = createAgent(2);
  const user = new VirtualUser(env.base, agent);
  await user.send('/api/config/');
  const xsrf = user.jar.value('XSRF-TOKEN') ?? '';
  const unknown = (i: number) => `personne-${i}@bench.portail-anapath.fr`;

  const timed = async (work: () => Promise<unknown>) => {
    const start = performance.now();
    await work();
    return performance.now() - start;
  };
  const forgot = (email: string) =>
    user.send('/api/password/send-newPassword', {
      headers: { 'x-xsrf-token': xsrf, accept: 'application/json' },
      form: { email },
    });
  const wrongPassword = async (email: string) => {
    const { authUrl } = JSON.parse((await user.send('/portalLogin')).body) as { authUrl: string };
    let reply = await user.send(authUrl, { headers: { accept: 'application/json' } });
    while (reply.location && reply.location.origin === env.base.origin && !reply.location.hash) {
      reply = await user.send(reply.location, { headers: { accept: 'application/json' } });
    }
    const { interactionId } = JSON.parse(reply.body) as { interactionId: string };
    return timed(() =>
      user.send(`/oidc/interaction/${interactionId}/login`, {
        headers: { origin: env.origin },
        form: { prompt: 'login', login: email, password: 'Pas-le-bon-2026!' },
      }),
    );
  };

  const results = {
    forgotKnown: new Recorder(),
    forgotUnknown: new Recorder(),
    loginKnown: new Recorder(),
    loginUnknown: new Recorder(),
  };
  for (let i = 0; i < rounds; i += 1) {
    // Alternated, so that a slow moment of the machine falls on both sides alike.
    const known = env.account(i);
    const first = i % 2 === 0;
    for (const side of first ? ['known', 'unknown'] : ['unknown', 'known']) {
      const email = side === 'known' ? known : unknown(i);
      (side === 'known' ? results.forgotKnown : results.forgotUnknown).ok(await timed(() => forgot(email)));
    }
  }
  // Fewer password steps: each costs an argon2id verification, and failures count per account.
  for (let i = 0; i < Math.min(rounds, 60); i += 1) {
    results.loginKnown.ok(await wrongPassword(env.account(1000 + i)));
    results.loginUnknown.ok(await wrongPassword(unknown(1000 + i)));
  }
  await agent.close();

  const row = (label: string, a: Recorder, b: Recorder): [string, string][] => {
    const gap = Math.abs(a.percentile(50) - b.percentile(50));
    return [
      [`${label}: account, median / p95`, `${ms(a.percentile(50))} / ${ms(a.percentile(95))}`],
      [`${label}: no account, median / p95`, `${ms(b.percentile(50))} / ${ms(b.percentile(95))}`],
      [`${label}: median gap`, `${fmt(gap, 2)} ms  ${verdict(gap <= MAX_MEDIAN_GAP_MS)} (<= ${MAX_MEDIAN_GAP_MS} ms)`],
    ];
  };
  printTable(`Timing of answers for an address with and without an account (${rounds} rounds)`, [
    ...row('forgot-password', results.forgotKnown, results.forgotUnknown),
    ...row('password step', results.loginKnown, results.loginUnknown),
  ]);
});
