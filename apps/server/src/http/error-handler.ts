/** Maps every error to its answer, once: French message, never a stack trace. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { httpMessages, messages } from '@portal/shared';
import { HttpError } from './errors.ts';

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof HttpError) {
      const { code, field, plain } = error.details;
      if (plain) return reply.code(error.statusCode).type('text/plain; charset=utf-8').send(error.message);
      return reply.code(error.statusCode).send({ message: error.message, code, field });
    }
    // The schema's own messages are French (zod's French locale, and ours).
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ message: error.validation[0]!.message, code: 'VALIDATION' });
    }
    if (error instanceof ZodError) {
      return reply
        .code(400)
        .send({ message: error.issues[0]?.message ?? httpMessages.invalidRequest, code: 'VALIDATION' });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500)
      return reply.code(status).send({ message: httpMessages.invalidRequest });
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ message: messages.genericError });
  });
}
