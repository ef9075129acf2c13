import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema.ts';
import { useTestApp } from '../../test/app.ts';

describe('GET /api/dev/outbox', () => {
  const t = useTestApp();

  it('lists messages newest first, filtered by recipient and channel', async () => {
    await t.database.db.insert(outboxMessages).values([
      { channel: 'email', recipient: 'ali@example.com', subject: 'One', body: 'first' },
      { channel: 'sms', recipient: '+96550001111', body: 'code 123456' },
      { channel: 'email', recipient: 'ali@example.com', subject: 'Two', body: 'second' },
    ]);
    const get = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/dev/outbox${query}` })).json();

    const toAli = await get('?to=ALI@example.com');
    expect(toAli.map((m: { body: string }) => m.body)).toEqual(['second', 'first']);
    expect(toAli[0]).toMatchObject({
      channel: 'email',
      to: 'ali@example.com',
      subject: 'Two',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await get('?channel=sms')).toMatchObject([{ to: '+96550001111', body: 'code 123456' }]);
    // An unencoded + arrives as a space; the number is still found.
    expect(await get('?to=+96550001111')).toHaveLength(1);
    expect(await get('?to=%2B96550001111')).toHaveLength(1);
    expect(await get('?$top=1')).toHaveLength(1);
    expect(await get('?to=nobody@example.com')).toEqual([]);

    const bad = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?$top=0&channel=fax' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['$top', 'channel']);
  });
});

describe('GET /api/dev/outbox when DEV_OUTBOX is off', () => {
  const t = useTestApp({ env: { DEV_OUTBOX: 'false' } });

  it('does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(404);
  });
});
