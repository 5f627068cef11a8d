/**
 * A PostgreSQL cluster of the fault tests' own (Debian's binaries, a temporary folder, a port of
 * its own), so that restarting or crashing it disturbs no other test. As root, its commands run as
 * the `postgres` user, which PostgreSQL requires.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = '/usr/lib/postgresql';

/** The newest installed server's binaries, or undefined when PostgreSQL is not installed. */
export function postgresBinaries(): string | undefined {
  if (!existsSync(ROOT)) return undefined;
  const versions = readdirSync(ROOT)
    .filter((name) => existsSync(join(ROOT, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(ROOT, versions[0], 'bin') : undefined;
}

export type StopMode = 'fast' | 'immediate';

export function createPrivatePostgres(bin: string, port: number) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-faults-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = idsOf('postgres');
    chownSync(dir, uid, gid);
  }
  // Asynchronous: the test's requests go on while the server stops and starts.
  const run = async (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
      : [join(bin, command), args];
    await promisify(execFile)(file, argv, { cwd: dir });
  };
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;

  return {
    url: `postgres://portal@127.0.0.1:${port}/portal`,
    async init() {
      await run('initdb', ['-D', data, '-U', 'portal', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
      await this.start();
      await run('createdb', ['-h', dir, '-p', String(port), '-U', 'portal', 'portal']);
    },
    start: () => run('pg_ctl', ['-D', data, '-o', serverOptions, '-l', join(dir, 'server.log'), '-w', 'start']),
    /** `fast`: sessions ended, a clean shutdown; `immediate`: as a crash, recovery at the next start. */
    stop: (mode: StopMode) => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    async remove() {
      await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
export type PrivatePostgres = ReturnType<typeof createPrivatePostgres>;

function idsOf(user: string) {
  const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim()));
  return { uid: uid!, gid: gid! };
}
