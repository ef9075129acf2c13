import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { registerCustomer, STRONG_PASSWORD } from '../modules/accounts/test-fixture.ts';
import { authHeader, testConfig } from '../test/app.ts';
import { openTestDatabase } from '../test/database.ts';
import { loggerOptions, serializeError } from './log-options.ts';

/**
 * Issue 12: a database error used to log every SQL parameter (and the server's "Failing row
 * contains (…)"): for a registration the email and the password hash, for an address the name,
 * phone and street. Forced failures here must log the error, and none of that.
 */
describe('logs hold no personal data, even when the database fails', () => {
  const lines: string[] = [];
  let database: Database;
  let app: FastifyInstance;
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({
      config: testConfig(),
      db: database.db,
      logger: loggerOptions('info', { stream }),
    });
    await app.ready();
    // Rows with this marker fail a check the server knows nothing about: a genuine database
    // error in the middle of an ordinary request.
    await database.db.execute(
      sql`alter table users add constraint forced_failure check (email not like '%@forced.test') not valid`,
    );
    await database.db.execute(
      sql`alter table addresses add constraint forced_failure check (street <> 'Forced Failure St') not valid`,
    );
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('a failed registration logs the error but not the email, the hash or the name', async () => {
    lines.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/customers/register?email=noura.alsabah%40forced.test',
      payload: {
        displayName: 'Noura Alsabah',
        email: 'noura.alsabah@forced.test',
        password: STRONG_PASSWORD,
        phone: '5000 7777',
      },
    });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('forced.test');
    const log = lines.join('');
    expect(log).toContain('forced_failure');
    for (const secret of ['noura', 'Noura', 'argon2', '50007777', STRONG_PASSWORD]) {
      expect(log).not.toContain(secret);
    }
  });

  it('a failed address logs no name, phone or address', async () => {
    const customer = await registerCustomer(app);
    lines.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: `/api/customers/${customer.userId}/address`,
      headers: authHeader(customer.accessToken),
      payload: {
        fullName: 'Fatima Al-Sabah',
        phone: '5000 1234',
        countryId: 1,
        stateId: 2,
        areaId: 202,
        block: '10',
        street: 'Forced Failure St',
        building: '7',
        note: 'Ring twice',
      },
    });
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('forced_failure');
    for (const secret of ['Fatima', '50001234', 'Forced Failure St', 'Ring twice']) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('serializeError', () => {
  it('keeps the statement, codes and frames of a query error and drops its values', () => {
    const cause = Object.assign(new Error('new row violates check constraint "c"'), {
      code: '23514',
      constraint: 'c',
      detail: 'Failing row contains (secret@example.test, +96550001234).',
    });
    const error = new Error(
      'Failed query: insert into "users" values ($1, $2)\nparams: secret@example.test,+96550001234',
      {
        cause,
      },
    );
    const serialized = JSON.stringify(serializeError(error));
    expect(serialized).toContain('insert into');
    expect(serialized).toContain('23514');
    expect(serialized).toContain('log-options.test.ts');
    expect(serialized).not.toContain('secret@example.test');
    expect(serialized).not.toContain('96550001234');
  });
});
