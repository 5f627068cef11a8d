import { describe, expect, it } from 'vitest';
import { httpMessages } from '@portal/shared';
import { CommitOutcomeUnknown } from '../db/commit-outcome.ts';
import { outageOf } from './service-unavailable.ts';

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
/** Drizzle's wrapping of a connection lost during a statement. */
const lost = Object.assign(new Error('Failed query: update "users" set ... params: secret'), {
  cause: new Error('Connection terminated unexpectedly'),
});

describe('what a request refused for the database tells its user', () => {
  it('says to try again when nothing was sent, or when it only read', () => {
    expect(outageOf(refused, 'POST')).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: httpMessages.serviceUnavailable,
    });
    expect(outageOf(lost, 'GET')?.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('never calls a write that may have been done a failure', () => {
    expect(outageOf(lost, 'PATCH')).toMatchObject({ code: 'OUTCOME_UNKNOWN', message: httpMessages.outcomeUnknown });
    expect(outageOf(new CommitOutcomeUnknown(lost), 'POST')?.code).toBe('OUTCOME_UNKNOWN');
  });

  it('leaves every other error alone, and never logs the query or its parameters', () => {
    expect(outageOf(Object.assign(new Error('duplicate key'), { code: '23505' }), 'POST')).toBeUndefined();
    expect(outageOf(lost, 'PATCH')?.reason).toBe('Connection terminated unexpectedly');
  });
});
