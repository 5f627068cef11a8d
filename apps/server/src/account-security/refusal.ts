import type { PasswordChangeField } from '@portal/shared';
import { HttpError } from '../errors.ts';

/** A refused password change: its French message and the field the browser marks. */
export class PasswordChangeRefusal extends HttpError {
  constructor(
    message: string,
    readonly field: PasswordChangeField,
  ) {
    super(400, message, 'VALIDATION');
  }
}
