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
  /** Each instance's SMTP: a gate of its own before the catcher (`e2e/support/smtp-gate.ts`). */
  smtpGateA: 3707 + offset,
  smtpGateB: 3708 + offset,
};
/** The public address: the proxy's. */
export const PORTAL_URL = `http://localhost:${PORTS.proxy}`;
