/** The two stacks the journeys run against: the embedded database, and PostgreSQL when available. */
export const STACKS = {
  pglite: { port: 3100, demoPort: 3101, smtpPort: 1125, mailWebPort: 1180 },
  postgres: { port: 3200, demoPort: 3201, smtpPort: 1225, mailWebPort: 1280 },
} as const;
export type StackName = keyof typeof STACKS;

export const stackUrls = (name: StackName) => {
  const s = STACKS[name];
  return {
    ...s,
    baseURL: `http://localhost:${s.port}`,
    demoURL: `http://localhost:${s.demoPort}`,
    mailURL: `http://localhost:${s.mailWebPort}`,
  };
};
