import { pino, stdSerializers, type DestinationStream } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { currentRequestId } from './http/request-context.ts';
import { maskedUrl, REDACTED, SECRET_FIELDS } from './log-redaction.ts';

/** JSON logs (pino), typed as Fastify's logger so one instance serves the app and the services. */
export type Logger = FastifyBaseLogger;

/** Where credentials may sit in what is logged: headers, bodies, queries, or a field of its own. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [`req.body.${field}`, `body.${field}`, `req.query.${field}`, `query.${field}`]),
  // `code` alone is an error's code (ECONNREFUSED...), worth keeping.
  ...SECRET_FIELDS.filter((field) => field !== 'code'),
];

/** A request as logged: its address with the credentials of its query masked (`/portal/callback?code=`). */
function serializeRequest(req: {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remoteAddress?: string; remotePort?: number };
}) {
  return {
    method: req.method,
    url: req.url === undefined ? undefined : maskedUrl(req.url),
    host: req.host,
    remoteAddress: req.ip ?? req.socket?.remoteAddress,
    remotePort: req.socket?.remotePort,
  };
}

/** An error as pino writes it, without the values a failed query carried (Drizzle puts them in its message). */
function serializeError(error: Error) {
  const { params: _params, ...serialized } = stdSerializers.err(error) as ReturnType<typeof stdSerializers.err> & {
    params?: unknown;
  };
  const withoutParams = (text: string) => text.replace(/^params: .*$/m, `params: ${REDACTED}`);
  return {
    ...serialized,
    message: withoutParams(serialized.message),
    ...(serialized.stack ? { stack: withoutParams(serialized.stack) } : {}),
  };
}

const REQUEST_ID_BINDING = '"reqId":';

export const createLogger = (level = process.env.LOG_LEVEL ?? 'info', destination?: DestinationStream): Logger =>
  pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: REDACTED },
      serializers: { req: serializeRequest, err: serializeError },
      // A service's line written during a request carries its id too (Fastify's request loggers already do).
      mixin: (_object, _level, logger) => {
        const id = currentRequestId();
        const bindings = (logger as unknown as Record<symbol, string>)[pino.symbols.chindingsSym] ?? '';
        return id && !bindings.includes(REQUEST_ID_BINDING) ? { reqId: id } : {};
      },
    },
    destination,
  );
