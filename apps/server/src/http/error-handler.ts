/**
 * Maps every error to its answer, once: French message, never a stack trace. Also Fastify's own
 * refusals, which it writes in English: unknown address, unreadable body, router and connection
 * errors (the last two are options of `Fastify(...)`, given by `app.ts`).
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { httpMessages, messages } from '@portal/shared';
import { HttpError } from './errors.ts';
import { databaseUnavailableAnswer } from './service-unavailable.ts';

/** Fastify's and its plugins' refusals, by code; any other 4xx is a plain "invalid request". */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: httpMessages.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: httpMessages.unsupportedMediaType,
  FST_ERR_CTP_EMPTY_JSON_BODY: httpMessages.emptyBody,
  FST_ERR_CTP_INVALID_JSON_BODY: httpMessages.malformedBody,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: httpMessages.malformedBody,
  FST_ERR_BAD_URL: httpMessages.malformedUrl,
  FST_ERR_MIDDIE_MALFORMED_URL: httpMessages.malformedUrl,
  FST_ERR_MAX_PARAM_LENGTH: httpMessages.urlTooLong,
};

const frameworkMessage = (error: { code?: string }) =>
  FRAMEWORK_MESSAGES[error.code ?? ''] ?? httpMessages.invalidRequest;

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
    if (status && status >= 400 && status < 500) return reply.code(status).send({ message: frameworkMessage(error) });
    const unavailable = databaseUnavailableAnswer(error, request);
    if (unavailable) return unavailable.send(reply);
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ message: messages.genericError });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: httpMessages.notFound }));
}

/** The router's refusals (`frameworkErrors`): a malformed address, a path parameter over its length. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
  void reply.code(status).send({ message: status < 500 ? frameworkMessage(error) : messages.genericError });
}

/**
 * Node's own refusals before any request exists (`clientErrorHandler`): headers too large (431), a
 * request too slow (408), a request line that is not HTTP (400). As Fastify's default, in French.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, httpMessages.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, httpMessages.requestTimeout]
        : [400, httpMessages.invalidRequest];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
