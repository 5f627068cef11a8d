const acc = new Map<string, [number, number]>();
let count = 0;
export async function span<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const c = process.cpuUsage();
  try { return await fn(); } finally {
    const d = process.cpuUsage(c); const a = acc.get(name) ?? [0, 0]; a[0] += (d.user + d.system) / 1000; a[1] += 1; acc.set(name, a);
  }
}
export function tick() {
  count += 1;
  if (count % 200 === 0) { process.stderr.write(`--- ${count}\n` + [...acc].map(([k, [ms, n]]) => `${k.padEnd(30)} ${(ms / n).toFixed(3)} ms x${n}`).join('\n') + '\n'); acc.clear(); }
}
