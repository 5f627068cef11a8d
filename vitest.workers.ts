import { availableParallelism } from 'node:os';

/**
 * The workers of every Vitest project, set in each project's config: Vitest 5 takes a project's own
 * `maxWorkers`, not the root's, and its default is the cores less one (a single worker on 2 cores,
 * which ran the whole unit suite one file at a time). Projects run side by side only when they all
 * have the same number.
 *
 * Twice the cores: the API tests wait on PostgreSQL, the SMTP catcher and timers about as much as
 * they compute (on 2 cores, the unit run went from 775 s with one worker to 509 s with four; eight
 * took 567 s and left component tests waiting past their timeouts).
 */
export const maxWorkers = availableParallelism() * 2;
