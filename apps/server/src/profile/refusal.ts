/** A refused profile change: its French message and the field the browser points at. */
import type { ProfileField } from '@portal/shared';
import { HttpError } from '../errors.ts';

export class ProfileRefusal extends HttpError {
  constructor(
    message: string,
    readonly field: ProfileField,
    statusCode = 400,
  ) {
    super(statusCode, message, 'VALIDATION');
  }
}

/** The unique index a failed write hit, if that was the failure (drivers nest the database error). */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return undefined;
}
