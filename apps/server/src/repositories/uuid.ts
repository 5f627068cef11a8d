const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PostgreSQL rejects a malformed uuid with an error: callers check first and answer "not found". */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
