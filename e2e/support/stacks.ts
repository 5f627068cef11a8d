import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The configuration overlay every stack runs with (a journey that needs one of its values reads it too). */
export const STACK_CONFIG_OVERLAY = new URL('../../config/overlays/test.yaml', import.meta.url).pathname;

/** Shifts every port, so that two runs of the journeys can share a machine. */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const ports = (port: number, demoPort: number, pscPort: number, smtpPort: number, mailWebPort: number) => ({
  port: port + offset,
  demoPort: demoPort + offset,
  /** The third-party demo application (asks for consent). */
  partnerPort: port + 4 + offset,
  /** Apache with mod_auth_openidc, a confidential third-party client (`apache.ts`). */
  apachePort: port + 5 + offset,
  /** The analytics stand-in (Matomo's place): the tracker's host. */
  analyticsPort: port + 6 + offset,
  /** LemonLDAP::NG's portal, a confidential third-party client (`lemonldap.ts`), and the application it protects. */
  lemonldapPort: port + 7 + offset,
  lemonldapAppPort: port + 8 + offset,
  /** The Pro Santé Connect stand-in. */
  pscPort: pscPort + offset,
  /** The portal's SMTP: a gate (`smtp-gate.ts`) before the catcher's own port, which a journey may make refuse. */
  smtpPort: smtpPort + offset,
  catcherSmtpPort: smtpPort + 10 + offset,
  smtpGateControlPort: smtpPort + 11 + offset,
  mailWebPort: mailWebPort + offset,
});

/**
 * The two stacks the journeys run against: the embedded database, and PostgreSQL when available;
 * and the step-up journey's own, on the embedded database (`STEP_UP_STACK`).
 */
export const STACKS = {
  pglite: ports(3100, 3101, 3102, 1125, 1180),
  postgres: ports(3200, 3201, 3202, 1225, 1280),
  'step-up': ports(3300, 3301, 3302, 1325, 1380),
} as const;

/**
 * The step-up journey waits for its sessions to leave the re-authentication window: on a stack of
 * its own, the window is half the others' 120 s (which cover their journeys' longest steps after a
 * sign-in), still several times this journey's steps after a sign-in or a password confirmation.
 */
export const STEP_UP_STACK = { name: 'step-up', reauthenticationSeconds: 60 } as const;
export type StackName = keyof typeof STACKS;

export const stackUrls = (name: StackName) => {
  const s = STACKS[name];
  return {
    ...s,
    baseURL: `http://localhost:${s.port}`,
    demoURL: `http://localhost:${s.demoPort}`,
    pscURL: `http://localhost:${s.pscPort}`,
    partnerURL: `http://localhost:${s.partnerPort}`,
    apacheURL: `http://localhost:${s.apachePort}`,
    analyticsURL: `http://localhost:${s.analyticsPort}`,
    lemonldapURL: `http://localhost:${s.lemonldapPort}`,
    lemonldapAppURL: `http://localhost:${s.lemonldapAppPort}`,
    mailURL: `http://localhost:${s.mailWebPort}`,
    smtpGateURL: `http://127.0.0.1:${s.smtpGateControlPort}`,
  };
};

/**
 * The folder a stack's directory refresh reads its extract from (`directory.refresh.source`),
 * emptied when the stack starts; the directory journey writes its extract there.
 */
export const directorySourceDir = (name: StackName) => join(tmpdir(), `portal-e2e-directory-${STACKS[name].port}`);
