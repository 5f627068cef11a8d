/** A seeded random generator (mulberry32: small, fast): the same seed gives the same synthetic file. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const digits = (n: number) => Array.from({ length: n }, () => int(10)).join('');
  return { next, int, pick, digits };
}
export type SeededRandom = ReturnType<typeof seededRandom>;
