import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createSlots } from './slots.ts';

describe('slots', () => {
  it('runs at most its size at a time, the others in the order they came, and frees a slot on failure', async () => {
    const run = createSlots(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const job = (i: number) =>
      run(async () => {
        started.push(i);
        running += 1;
        most = Math.max(most, running);
        await sleep(5);
        running -= 1;
        if (i === 1) throw new Error('refused');
        return i;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map(job));
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'refused'))).toEqual([0, 'refused', 2, 3, 4]);
    expect(await run(async () => 'free')).toBe('free');
  });
});
