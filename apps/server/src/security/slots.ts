/**
 * At most `size` jobs at a time, the others queued in order: for CPU-bound work on the thread pool
 * (argon2id), where more jobs than cores only slow each down and take the pool's threads from file
 * reads and compression.
 */
export function createSlots(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (running < size) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await job();
    } finally {
      release();
    }
  };
}
