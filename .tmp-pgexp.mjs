import pg from 'pg';
import { readFileSync } from 'node:fs';
const cpu = (pid) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const c = new pg.Client({ connectionString: 'postgres://portal:portal@localhost:5432/portal_signin_bench', options: process.env.OPTS });
await c.connect();
const pid = (await c.query('select pg_backend_pid() as p')).rows[0].p;
const ids = (await c.query(`select id from oidc_payloads where type='Interaction' limit 50`)).rows.map(r => r.id);
const text = `select payload from oidc_payloads p where type = $1 and id = $2 and (p.expires_at is null or p.expires_at > now()) limit 1`;
const acct = readFileSync('/tmp/signin-acct.sql','utf8');
const users = (await c.query(`select id from users limit 50`)).rows.map(r => r.id);
const N = 3000;
for (const [label, mk] of [
  ['select unnamed', (i) => ({ text, values: ['Interaction', ids[i % ids.length] ?? 'x'] })],
  ['select named', (i) => ({ name: 's1', text, values: ['Interaction', ids[i % ids.length] ?? 'x'] })],
  ['account unnamed', (i) => ({ text: acct, values: [users[i % users.length]] })],
  ['account named', (i) => ({ name: 'a1', text: acct, values: [users[i % users.length]] })],
  ['select 1', () => ({ text: 'select 1' })],
]) {
  for (let i = 0; i < 200; i++) await c.query(mk(i));
  const t0 = cpu(pid), w0 = performance.now(), n0 = process.cpuUsage();
  for (let i = 0; i < N; i++) await c.query(mk(i));
  const n1 = process.cpuUsage(n0);
  console.log(label.padEnd(18), 'backend µs/stmt', ((cpu(pid) - t0) * 1000 / N).toFixed(0), ' node µs/stmt', ((n1.user + n1.system) / N).toFixed(0), ' wall µs', ((performance.now() - w0) * 1000 / N).toFixed(0));
}
await c.end();
