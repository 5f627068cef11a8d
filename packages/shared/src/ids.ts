const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Row ids are UUIDs: anything else names no row (and PostgreSQL would refuse it with an error). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
