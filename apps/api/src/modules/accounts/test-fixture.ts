/**
 * Helpers for the accounts tests (imported by *.test.ts only): register through the API, read
 * the development outbox, decode tokens.
 */
import { ROLE_HEADER, USER_HEADER } from '@storefront/contracts';
import type { OutboxMessage } from '@storefront/contracts/accounts';
import type { FastifyInstance } from 'fastify';

let addressCounter = 0;
/** A fresh client address per call, so the per-address limits of one test do not hit another. */
export const freshAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

export function claimsOf(accessToken: string): { nameid: string; role: string; sid: string } {
  return JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString());
}

let emailCounter = 0;
export const uniqueEmail = (label = 'shopper') => {
  emailCounter += 1;
  return `${label}.${Date.now().toString(36)}.${emailCounter}@example.com`;
};

export const STRONG_PASSWORD = 'violet-harbour-sextant-42';

export interface Registered {
  userId: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

/** POST users/customers/register as a new customer; fails the test unless it is a 201. */
export async function registerCustomer(
  app: FastifyInstance,
  overrides: { email?: string; password?: string; displayName?: string; phone?: string } = {},
): Promise<Registered> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? STRONG_PASSWORD;
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/customers/register',
    payload: {
      displayName: overrides.displayName ?? 'Test Shopper',
      email,
      password,
      ...(overrides.phone ? { phone: overrides.phone } : {}),
    },
    remoteAddress: freshAddress(),
  });
  if (response.statusCode !== 201) {
    throw new Error(`register answered ${response.statusCode}: ${response.body}`);
  }
  const tokens = response.json() as { accessToken: string; refreshToken: string };
  return { ...tokens, email, password, userId: claimsOf(tokens.accessToken).nameid };
}

/** The headers of spec 7 for upgrading a guest. */
export const guestUpgradeHeaders = (guest: { userId: string; accessToken: string }) => ({
  ...bearer(guest.accessToken),
  [ROLE_HEADER]: 'guest',
  [USER_HEADER]: guest.userId,
});

export async function readOutbox(
  app: FastifyInstance,
  query: { to?: string; channel?: 'email' | 'sms' } = {},
): Promise<OutboxMessage[]> {
  const params = new URLSearchParams(query as Record<string, string>);
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?${params}` });
  if (response.statusCode !== 200) throw new Error(`outbox answered ${response.statusCode}`);
  return response.json();
}

/** Polls the outbox until `count` messages to `to` are there (some are sent after the answer). */
export async function waitForOutbox(
  app: FastifyInstance,
  to: string,
  count = 1,
  timeoutMs = 10_000,
): Promise<OutboxMessage[]> {
  const started = Date.now();
  for (;;) {
    const messages = await readOutbox(app, { to });
    if (messages.length >= count) return messages;
    if (Date.now() - started > timeoutMs) {
      throw new Error(`expected ${count} message(s) to ${to}, found ${messages.length}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The token of the newest reset link sent to `email`. */
export async function resetTokenFor(app: FastifyInstance, email: string, count = 1) {
  const [message] = await waitForOutbox(app, email, count);
  const link = message!.body.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('no link in the reset email');
  const url = new URL(link);
  return { url, token: url.searchParams.get('token')!, email: url.searchParams.get('email')! };
}
