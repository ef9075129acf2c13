import fastifyRateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conflict, HttpError, tooManyAttempts } from '../lib/http-error.ts';
import { errorsPlugin } from './errors.ts';
import { languagePlugin } from './language.ts';

/** A small app with only the plugins under test and routes that fail in each way. */
async function buildErrorsApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(fastifyRateLimit, { global: false });
  await app.register(languagePlugin);
  app.post(
    '/validate',
    {
      schema: {
        body: z.object({
          password: z.string().min(8, 'validation.passwordTooShort'),
          name: z.string().max(3, 'validation.passwordTooLong'),
          plain: z.string().optional(),
        }),
      },
    },
    async () => ({}),
  );
  app.get('/conflict', async () => {
    throw conflict({ email: 'errors.emailTaken' });
  });
  app.get('/locked', async () => {
    throw tooManyAttempts(61);
  });
  app.get('/plain', async () => {
    throw new HttpError(400, 'bad_request', 'Not a key, said as it is.');
  });
  app.get('/boom', async () => {
    throw new Error('secret internals');
  });
  app.get(
    '/limited',
    { config: { rateLimit: { max: 1, timeWindow: '2 minutes' } } },
    async () => ({}),
  );
  return app;
}

describe('errors plugin', () => {
  let app: Awaited<ReturnType<typeof buildErrorsApp>>;
  beforeAll(async () => {
    app = await buildErrorsApp();
  });
  afterAll(() => app.close());

  const validate = (lang: string, payload: object) =>
    app.inject({ method: 'POST', url: '/validate', headers: { 'accept-language': lang }, payload });

  it('translates field messages that are keys, filling {{min}} and {{max}} from the rule', async () => {
    const en = await validate('en', { password: 'abc', name: 'long name', plain: 5 });
    expect(en.statusCode).toBe(400);
    const { error } = en.json();
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toMatchObject({
      password: 'Use at least 8 characters.',
      name: 'Use at most 3 characters.',
    });
    // zod's own message is not a key: it passes through unchanged.
    expect(error.fields.plain).toMatch(/expected string/i);
    expect(error.message).toMatch(/^Invalid request\. password: Use at least 8 characters\./);

    const ar = (await validate('ar', { password: 'abc', name: 'ok' })).json().error;
    expect(ar.fields).toEqual({ password: 'استخدم 8 أحرف على الأقل.' });
    expect(ar.message).toBe('الطلب غير صالح. password: استخدم 8 أحرف على الأقل.');
  });

  it('translates HttpError messages and fields, in the language asked for, falling back to en', async () => {
    const ar = await app.inject({ url: '/conflict', headers: { 'accept-language': 'ar' } });
    expect(ar.statusCode).toBe(409);
    expect(ar.json()).toEqual({
      error: {
        code: 'conflict',
        message: 'يوجد حساب بهذا البريد الإلكتروني.',
        fields: { email: 'يوجد حساب بهذا البريد الإلكتروني.' },
      },
    });
    const fr = await app.inject({ url: '/conflict', headers: { 'accept-language': 'fr' } });
    expect(fr.json().error.message).toBe('An account with this email already exists.');
  });

  it('interpolates values with plural forms and sends the error headers', async () => {
    const response = await app.inject({ url: '/locked' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('61');
    expect(response.json().error).toEqual({
      code: 'rate_limited',
      message: 'Too many attempts. Try again in 2 minutes.',
    });
  });

  it('passes messages that are not keys through unchanged', async () => {
    const response = await app.inject({ url: '/plain', headers: { 'accept-language': 'ar' } });
    expect(response.json().error.message).toBe('Not a key, said as it is.');
  });

  it('words the rate limiter’s 429 in the shopper’s language, in minutes', async () => {
    await app.inject({ url: '/limited' });
    const limited = await app.inject({ url: '/limited', headers: { 'accept-language': 'ar' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().error).toEqual({
      code: 'rate_limited',
      message: 'محاولات كثيرة. حاول مرة أخرى لاحقًا (الدقائق المتبقية: 2).',
    });
  });

  it('hides server errors behind a translated generic message', async () => {
    const response = await app.inject({ url: '/boom', headers: { 'accept-language': 'ar' } });
    expect(response.statusCode).toBe(500);
    expect(response.json().error).toEqual({
      code: 'internal',
      message: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
    });
    expect(response.body).not.toContain('secret internals');
  });
});
