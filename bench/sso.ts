/**
 * Single-sign-on grants per second (npm run bench:sso): signed-in users open `bench-client`, which
 * gets a code without any form and exchanges it for an ID token. Phase 1 measures the highest rate
 * (closed loop); phase 2 replays half that rate (open loop) and reports its latency.
 * Env: see bench/README.md. Needs the confidential first-party client `bench-client`.
 */
import { combined, measureArgon2 } from './lib/argon2.ts';
import { readBenchEnv } from './lib/env.ts';
import { ssoGrant } from './lib/grant.ts';
import { createAgent, VirtualUser } from './lib/http.ts';
import { discoverEndpoints, portalSignIn, reasonOf } from './lib/portal.ts';
import { closedLoop, openLoop } from './lib/run.ts';
import { perOperation, statementMeter, statementsOf } from './lib/statements.ts';
import { benchDatabaseName } from './lib/database.ts';
import {
  machineCpuMeter,
  machineCpuRows,
  perServerCpuSecond,
  perServerCpuVerdict,
  serverCpuMeter,
} from './lib/serverCpu.ts';
import { fmt, ms, printErrors, printTable, Recorder, verdict } from './lib/stats.ts';
import { stallMeter, stallRows } from './lib/stalls.ts';
import { withWatchdog } from './lib/watchdog.ts';

const TARGET_PER_CORE = 400;
const TARGET_P99_MS = 50;
/** Seconds of argon2id before and after the phases: this machine's speed in the run. */
const SPEED_SECONDS = 2;

await withWatchdog(async () => {
  const env = readBenchEnv();
  const agent = createAgent(Math.max(64, env.concurrency * 4));
  console.log(
    `bench:sso  ${env.base.origin}  ${env.concurrency} virtual users  ${env.seconds} s per phase  ${env.serverCores} server core(s)`,
  );

  const probe = new VirtualUser(env.base, agent);
  const endpoints = await discoverEndpoints(probe);

  // Every virtual user signs in once (its single-sign-on session), on its own account.
  const candidates = Array.from({ length: env.concurrency }, () => new VirtualUser(env.base, agent));
  const signIns = await Promise.allSettled(
    candidates.map((user, i) => portalSignIn(user, env.account(i), env.password, env.origin)),
  );
  const users = candidates.filter((_, i) => signIns[i]?.status === 'fulfilled');
  for (const [i, result] of signIns.entries()) {
    if (result.status === 'rejected') console.error(`sign-in of ${env.account(i)} failed: ${reasonOf(result.reason)}`);
  }
  if (users.length === 0) {
    process.exitCode = 1;
    return agent.close();
  }
  // One grant before measuring: fails fast with a clear reason if bench-client is not set up.
  try {
    await ssoGrant(users[0]!, endpoints);
  } catch (error) {
    console.error(`preflight grant for bench-client failed: ${reasonOf(error)}`);
    process.exitCode = 1;
    return agent.close();
  }

  // One grant alone: its statements, whatever the load.
  const alone = await statementsOf(env.base, () => ssoGrant(users[0]!, endpoints));

  const speedBefore = await measureArgon2(SPEED_SECONDS);
  const peak = new Recorder();
  const statements = await statementMeter(env.base);
  const cpu = serverCpuMeter();
  const machineCpu = machineCpuMeter(benchDatabaseName());
  const elapsed = await closedLoop(users.length, env.seconds, peak, (worker) => ssoGrant(users[worker]!, endpoints));
  const serverCpu = cpu.stop();
  const machine = machineCpu.stop();
  const statementsRun = await statements.stop();
  const serverVerdict = perServerCpuVerdict(peak.successes, serverCpu, TARGET_PER_CORE);
  const rate = peak.successes / elapsed;
  const perCore = rate / env.serverCores;

  const halfRate = rate / 2;
  const paced = new Recorder();
  const stallsMeter = await stallMeter(env.base);
  const achieved =
    halfRate >= 1
      ? await openLoop(halfRate, env.seconds, 1024, paced, (i) => ssoGrant(users[i % users.length]!, endpoints))
      : 0;
  const stalls = await stallsMeter.stop();
  await agent.close();
  const speed = combined(speedBefore, await measureArgon2(SPEED_SECONDS));

  printTable('Phase 1: SSO grants, closed loop (authorization request + code exchange)', [
    ['virtual users signed in', `${users.length}/${candidates.length}`],
    ['grants ok', String(peak.successes)],
    ['errors', String(peak.failures)],
    ['duration', `${fmt(elapsed)} s`],
    ['grants/s', fmt(rate)],
    [`grants/s per core (/${env.serverCores})`, fmt(perCore)],
    ['grants per server CPU-second', perServerCpuSecond(peak.successes, serverCpu, elapsed)],
    ...machineCpuRows(machine, peak.successes, 'grant', TARGET_PER_CORE),
    ['SQL statements per grant (one alone)', perOperation(alone, 1)],
    ['SQL statements per grant (mean of the run)', perOperation(statementsRun, peak.successes)],
    ['latency p50', ms(peak.percentile(50))],
    ['latency p99', ms(peak.percentile(99))],
    [
      "this machine's speed: argon2id verify/s on one thread",
      `${fmt(speed.perSecond)} (the server idle, ${SPEED_SECONDS} s before phase 1 and after phase 2)`,
    ],
    [`target >= ${TARGET_PER_CORE} grants/s per core`, verdict(perCore >= TARGET_PER_CORE)],
    [
      `target >= ${TARGET_PER_CORE} grants per server CPU-second`,
      serverVerdict === undefined ? 'unknown' : verdict(serverVerdict),
    ],
  ]);
  printErrors(peak);
  printTable(`Phase 2: open loop at half the measured rate (${fmt(halfRate)}/s)`, [
    ['grants started/s', fmt(achieved)],
    ['grants ok', String(paced.successes)],
    ['errors', String(paced.failures)],
    ['latency p50 (from scheduled start)', ms(paced.percentile(50))],
    ['latency p99 (from scheduled start)', ms(paced.percentile(99))],
    [`target p99 < ${TARGET_P99_MS} ms at half rate`, verdict(paced.percentile(99) < TARGET_P99_MS)],
    ...stallRows(stalls),
  ]);
  printErrors(paced);
  const perCpu = serverCpu ? fmt(peak.successes / serverCpu) : 'unknown';
  console.log(
    `\nissue 13's row: ${fmt(perCore)} per machine core, ${perCpu} per portal CPU-second, ` +
      `p99 ${ms(paced.percentile(99))} at half rate, ${perOperation(statementsRun, peak.successes)} SQL statements per grant ` +
      `(argon2id ${fmt(speed.perSecond)}/s on one thread)`,
  );
  if (peak.successes === 0) process.exitCode = 1;
}, 2);
