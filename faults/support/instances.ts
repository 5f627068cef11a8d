/**
 * The portal's instances as real processes (the development entry, which seeds only when asked),
 * each on its own port behind the proxy, all on one PostgreSQL. Every exit is recorded: one the
 * test did not cause is a crash.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, openSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY = 'apps/server/src/seed/main.ts';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  caused: boolean;
}

export function portalInstance(name: string, port: number, env: Record<string, string>, logFile: string) {
  let child: ChildProcess | undefined;
  let causing = false;
  const exits: Exit[] = [];
  let exited: Promise<Exit> = Promise.resolve({ code: null, signal: null, caused: true });

  const instance = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    exits,
    crashes: () => exits.filter((exit) => !exit.caused).length,
    /** What it has written to its log so far. */
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    async start(extra: Record<string, string> = {}) {
      const log = openSync(logFile, 'a');
      causing = false;
      child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
        cwd: ROOT,
        env: { ...process.env, ...env, ...extra, PORT: String(port) },
        stdio: ['ignore', log, log],
      });
      exited = new Promise((resolve) =>
        child!.once('exit', (code, signal) => {
          const exit = { code, signal, caused: causing };
          exits.push(exit);
          child = undefined;
          resolve(exit);
        }),
      );
      await instance.ready();
    },
    /** Waits for `/readyz` to answer 200, failing early if the process ends. */
    async ready(timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (!child) throw new Error(`instance ${name} ended while starting (see ${logFile})`);
        const status = await fetch(`${instance.url}/readyz`).then(
          (response) => response.status,
          () => 0,
        );
        if (status === 200) return;
        await sleep(250);
      }
      throw new Error(`instance ${name} not ready after ${timeoutMs} ms (see ${logFile})`);
    },
    /** Sends `signal` (a test's own doing, not a crash); resolves with the exit. */
    stop(signal: NodeJS.Signals) {
      causing = true;
      child?.kill(signal);
      return exited;
    },
    get running() {
      return child !== undefined;
    },
  };
  return instance;
}
export type PortalInstance = ReturnType<typeof portalInstance>;
