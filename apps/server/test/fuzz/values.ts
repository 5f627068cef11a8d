/** Hostile values: what a field, a query value, a path parameter or a whole body is replaced with. */

/**
 * Strings no field accepts: NUL bytes, far over any field's maximum, just under the server's global
 * maximum (so each field's own limit is tested), multi-byte.
 */
export const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  'a'.repeat(20_000),
  'a'.repeat(1_000_000),
  'a'.repeat(9_999),
  'é'.repeat(9_999),
];

/** A lone UTF-16 surrogate: only JSON can carry it (`\ud800`); in a URL it is `%ED%A0%80`. */
export const LONE_SURROGATE = '\uD800';

/** JSON values of the wrong type for a string field, or for a boolean, an array, an object. */
export const WRONG_TYPES: unknown[] = [0, -1, 1.5, 1e21, true, false, null, '', 'a', [], ['a'], [{}], {}, { a: 'b' }];

/** Raw query or form fragments for a field `name`, beyond its encoded hostile strings. */
export const rawFields = (name: string) => [
  `${name}=%00`,
  `${name}=a%00b`,
  `${name}=%`,
  `${name}=%E0%A4%A`,
  `${name}=%ED%A0%80`,
  `${name}=%2500`,
  `${name}=a&${name}=b`,
  `${name}[]=a`,
  `${name}[a]=b`,
  `${name}=`,
  name,
];

/** Path parameter values, already in the URL's encoding. */
export const HOSTILE_PARAMS = [
  '%00',
  'a%00b',
  'a'.repeat(101),
  'a'.repeat(20_000),
  '%',
  '%E0%A4%A',
  '%C3%A9',
  '..%2F..%2Fetc',
  '%20',
  '__proto__',
];

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** A whole body and its content type (none: no Content-Type header). */
export interface RawBody {
  name: string;
  contentType?: string;
  payload?: string;
}

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Whole bodies of every wrong kind: missing, malformed, of another type, too deep, too large. */
export const HOSTILE_BODIES: RawBody[] = [
  { name: 'no body, JSON type', contentType: JSON_TYPE },
  { name: 'no body, form type', contentType: FORM_TYPE },
  { name: 'no body, no type' },
  { name: 'empty JSON', contentType: JSON_TYPE, payload: '' },
  { name: 'truncated JSON', contentType: JSON_TYPE, payload: '{"a":' },
  { name: 'JSON null', contentType: JSON_TYPE, payload: 'null' },
  { name: 'JSON array', contentType: JSON_TYPE, payload: '[]' },
  { name: 'JSON string', contentType: JSON_TYPE, payload: '"a\\u0000"' },
  { name: 'JSON number', contentType: JSON_TYPE, payload: '42' },
  { name: 'JSON boolean', contentType: JSON_TYPE, payload: 'true' },
  { name: 'NUL key', contentType: JSON_TYPE, payload: '{"a\\u0000":"b"}' },
  { name: 'raw NUL byte', contentType: JSON_TYPE, payload: '{"a":"\u0000"}' },
  { name: 'prototype pollution', contentType: JSON_TYPE, payload: '{"__proto__":{"isAdmin":true}}' },
  { name: 'constructor pollution', contentType: JSON_TYPE, payload: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { name: 'arrays 10,000 deep', contentType: JSON_TYPE, payload: deepArray(10_000) },
  { name: 'objects 10,000 deep', contentType: JSON_TYPE, payload: deepObject(10_000) },
  { name: 'objects 40 deep', contentType: JSON_TYPE, payload: deepObject(40) },
  { name: '2 MB JSON', contentType: JSON_TYPE, payload: `{"a":"${'a'.repeat(2_000_000)}"}` },
  { name: 'JSON in UTF-16', contentType: `${JSON_TYPE}; charset=utf-16`, payload: '{}' },
  { name: 'form', contentType: FORM_TYPE, payload: 'a=b&c=%00' },
  { name: '2 MB form', contentType: FORM_TYPE, payload: `a=${'a'.repeat(2_000_000)}` },
  { name: 'text', contentType: 'text/plain', payload: 'bonjour' },
  { name: 'XML', contentType: 'application/xml', payload: '<a>b</a>' },
  { name: 'multipart', contentType: 'multipart/form-data; boundary=x', payload: '--x\r\n\r\n--x--' },
  { name: 'unknown type', contentType: 'application/x-inconnu', payload: 'x' },
  { name: 'JSON without type', payload: '{"a":"b"}' },
];

const VICTIM = 'victime@exemple-victime.fr';

/**
 * Strings that are not one address (issue 33, point 2): the separators and syntax nodemailer's
 * address parser reads (list, angle brackets, group, quotes, comments, escapes, domain literals),
 * whitespace and control characters of every kind, header injection, non-ASCII look-alikes of the
 * separators, over-long parts, and the empty value.
 */
export const HOSTILE_ADDRESSES = [
  `k1,${VICTIM}`,
  `k2<${VICTIM}>`,
  `k3;${VICTIM}`,
  `${VICTIM},`,
  `,${VICTIM}`,
  `a@exemple.fr, ${VICTIM}`,
  `Nom <${VICTIM}>`,
  `<${VICTIM}>`,
  `k4>${VICTIM}`,
  `groupe:${VICTIM};`,
  `groupe:;${VICTIM}`,
  `"k5"@exemple.fr`,
  `"k6,${VICTIM}"@exemple.fr`,
  `"${VICTIM}"`,
  `k7\`${VICTIM}`,
  `(commentaire)${VICTIM}`,
  `k8(${VICTIM})@exemple.fr`,
  `k9\\,${VICTIM}`,
  `k10@[127.0.0.1]`,
  `k11@[${VICTIM}]`,
  `k12@exemple.fr@${VICTIM}`,
  `k13 ${VICTIM}`,
  `k14\t${VICTIM}`,
  `k15\n${VICTIM}`,
  `k16\r\n${VICTIM}`,
  `a@exemple.fr\r\nBcc: ${VICTIM}`,
  `k17\u0001${VICTIM}`,
  `k18\u001f${VICTIM}`,
  `k19\u007f${VICTIM}`,
  `k20\u0085${VICTIM}`,
  `k21\u00a0${VICTIM}`,
  `k22\u2028${VICTIM}`,
  `k23\ufeff${VICTIM}`,
  `k24\u200b${VICTIM}`,
  `k25\u202e${VICTIM}`,
  `k26\uff0c${VICTIM}`,
  `k27\uff1c${VICTIM}\uff1e`,
  `k28\u0000${VICTIM}`,
  `=?utf-8?q?k29=2C?= ${VICTIM}`,
  `.k30@exemple.fr`,
  `k31.@exemple.fr`,
  `k..32@exemple.fr`,
  `k33@exemple..fr`,
  `k34@-exemple.fr`,
  `k35@exemple`,
  `@exemple.fr`,
  `k36@`,
  `k37`,
  `${'a'.repeat(65)}@exemple.fr`,
  `a@${'b'.repeat(64)}.fr`,
  `a@${'b.'.repeat(126)}fr`,
  `${'a'.repeat(320)}@exemple.fr`,
  ' ',
  '',
];
