/** The fault tests' ports, shifted like the journeys' (E2E_PORT_OFFSET) so two runs can share a machine. */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const PORTS = {
  proxy: 3700 + offset,
  instanceA: 3701 + offset,
  instanceB: 3702 + offset,
  smtp: 3703 + offset,
  mailWeb: 3704 + offset,
  postgres: 3705 + offset,
  instanceC: 3706 + offset,
};
/** The public address: the proxy's. */
export const PORTAL_URL = `http://localhost:${PORTS.proxy}`;
