/** Latencies and outcomes of one measured phase. */
export class Recorder {
  readonly latencies: number[] = [];
  readonly errors = new Map<string, number>();

  ok(ms: number): void {
    this.latencies.push(ms);
  }

  fail(reason: string): void {
    this.errors.set(reason, (this.errors.get(reason) ?? 0) + 1);
  }

  get successes(): number {
    return this.latencies.length;
  }

  get failures(): number {
    let n = 0;
    for (const count of this.errors.values()) n += count;
    return n;
  }

  /** Nearest-rank percentile, in milliseconds; NaN without data. */
  percentile(p: number): number {
    if (this.latencies.length === 0) return Number.NaN;
    const sorted = Float64Array.from(this.latencies).sort();
    const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
    return sorted[rank - 1] ?? Number.NaN;
  }
}

export const fmt = (value: number, digits = 1): string => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
export const ms = (value: number): string => `${fmt(value)} ms`;
export const verdict = (ok: boolean): string => (ok ? 'MET' : 'NOT MET');

/** Prints rows as an aligned two-column table under a title. */
export function printTable(title: string, rows: [string, string][]): void {
  const width = Math.max(...rows.map(([label]) => label.length));
  const valueWidth = Math.max(...rows.map(([, value]) => value.length));
  const line = '-'.repeat(width + valueWidth + 5);
  console.log(`\n${title}\n${line}`);
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}   ${value}`);
  console.log(line);
}

export function printErrors(recorder: Recorder): void {
  if (recorder.errors.size === 0) return;
  console.log('  errors by reason:');
  const sorted = [...recorder.errors].sort((a, b) => b[1] - a[1]).slice(0, 10);
  for (const [reason, count] of sorted) console.log(`    ${String(count).padStart(7)}  ${reason}`);
}

/** Prints rows under a header row as aligned columns (the first column left-aligned). */
export function printColumns(title: string, header: string[], rows: string[][]): void {
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)));
  const format = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('   ');
  const line = '-'.repeat(widths.reduce((sum, width) => sum + width + 3, -1));
  console.log(`\n${title}\n${line}\n  ${format(header).trimEnd()}`);
  for (const row of rows) console.log(`  ${format(row).trimEnd()}`);
  console.log(line);
}
