import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** The answer's body, after checking its status (the body is shown when it is not). */
// biome-ignore lint/suspicious/noExplicitAny: a test reads the fields it expects, unless it names a type.
export function ok<T = any>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}

/** The error of a refusal, after checking its status. */
export function errorOf(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json().error as {
    code: string;
    message: string;
    fields?: Record<string, string>;
  };
}
