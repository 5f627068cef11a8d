import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/**
 * A handler answering the same JSON to everyone (configuration, translations), compressed once at
 * start-up in brotli and gzip and sent by `Accept-Encoding`, with `Vary: Accept-Encoding`.
 */
export function precompressedJson(value: unknown) {
  const identity = Buffer.from(JSON.stringify(value));
  const bodies: Record<Encoding, Buffer> = {
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }),
  };
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (!encoding) return reply.send(identity);
    return reply.header('content-encoding', encoding).send(bodies[encoding]);
  };
}

/** Brotli when the client takes it, else gzip, else none (`q=0` refuses a coding). */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}
