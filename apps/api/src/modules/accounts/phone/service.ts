import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { LanguageCode } from '@storefront/contracts';
import type { PhoneCheckResponse } from '@storefront/contracts/accounts';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { conflict, HttpError, invalidField, tooManyAttempts } from '../../../lib/http-error.ts';
import type { Messenger } from '../../../lib/messaging/messenger.ts';
import { phoneCodeSms } from '../../../lib/messaging/templates.ts';
import { normalisePhone } from '../../../lib/phone.ts';
import type { RequestUser } from '../../../plugins/auth.ts';
import { contactConflictOf, readShopSettings } from '../service.ts';
import {
  countGuess,
  insertCode,
  latestOpenCode,
  lockUser,
  markCodeVerified,
  phoneOwnedByOther,
  recentCodes,
  setVerifiedPhone,
} from './queries.ts';

/** Codes one user may have sent to one number per window (SMS cost and harassment). */
export const CODES_PER_WINDOW = 3;
/**
 * Codes one number may receive per window from everyone: guests are cheap to make. Counted
 * under the caller's lock only, so concurrent callers may pass it by a few; the per-address
 * limit of the route bounds that.
 */
export const CODES_PER_NUMBER_PER_WINDOW = 6;
export const CODE_WINDOW_SECONDS = 10 * 60;
/** Wrong guesses one code survives: 5 in a million. */
export const ATTEMPTS_PER_CODE = 5;

type PhoneConfig = Pick<Config, 'phoneCodeTtl' | 'jwtSecret'>;

/**
 * Codes are stored as an HMAC keyed with the server secret, bound to the row and the number:
 * a copy of the table alone does not give the six digits away (a plain hash of a 6-digit code
 * would, in a million tries).
 */
function codeHash(secret: Uint8Array, id: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${id}:${phone}:${code}`).digest('base64url');
}

async function normaliseOrFail(db: Db, input: string): Promise<string> {
  const { country } = await readShopSettings(db);
  const phone = normalisePhone(input, country);
  if (!phone) throw invalidField('phone', 'validation.phone');
  return phone;
}

/** Spec 7 GET users/phone/check?PhoneNumber (its rules are ours, spec 5). */
export async function checkPhone(
  db: Db,
  input: string,
  callerId: string | undefined,
): Promise<PhoneCheckResponse> {
  const { country } = await readShopSettings(db);
  const phone = normalisePhone(input, country);
  if (!phone) return { phoneNumber: null, isValid: false, isAvailable: false };
  return {
    phoneNumber: phone,
    isValid: true,
    isAvailable: !(await phoneOwnedByOther(db, phone, callerId)),
  };
}

/**
 * Spec 7 POST phone/verify/request: a 6-digit one-time code by SMS, in the shopper's language.
 * The user's row is locked while counting, so concurrent requests cannot pass the limit.
 */
export async function requestPhoneCode(
  deps: { db: Db; config: PhoneConfig; messenger: Messenger },
  caller: RequestUser,
  // `name` (spec 7) is accepted but not sent: see phoneCodeSms.
  body: { phone: string; name?: string | undefined },
  lang: LanguageCode,
): Promise<{ phone: string; expiresIn: number }> {
  const { db, config, messenger } = deps;
  const phone = await normaliseOrFail(db, body.phone);
  if (await phoneOwnedByOther(db, phone, caller.id)) throw conflict({ phone: 'errors.phoneTaken' });

  const id = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await lockUser(tx, caller.id);
    const recent = await recentCodes(tx, phone, CODE_WINDOW_SECONDS);
    const mine = recent.filter((r) => r.userId === caller.id);
    const full =
      mine.length >= CODES_PER_WINDOW
        ? mine
        : recent.length >= CODES_PER_NUMBER_PER_WINDOW
          ? recent
          : undefined;
    if (full) {
      // Free again when the oldest code of the window leaves it.
      const freeAt = full[0]!.createdAt.getTime() + CODE_WINDOW_SECONDS * 1000;
      throw tooManyAttempts((freeAt - Date.now()) / 1000);
    }
    await insertCode(tx, {
      id,
      userId: caller.id,
      phone,
      codeHash: codeHash(config.jwtSecret, id, phone, code),
      ttlSeconds: config.phoneCodeTtl,
    });
  });

  const shop = await readShopSettings(db);
  await messenger.send({
    channel: 'sms',
    to: phone,
    body: phoneCodeSms(lang, {
      shop: shop.name(lang),
      code,
      minutes: Math.ceil(config.phoneCodeTtl / 60),
    }),
  });
  return { phone, expiresIn: config.phoneCodeTtl };
}

const invalidCode = () => invalidField('code', 'errors.phoneCodeInvalid');

/**
 * POST phone/verify/confirm: the latest unexpired code for the number. Each guess is counted
 * first, by a guarded update that stops at the limit, so parallel guesses cannot exceed it; a
 * right code sets the user's phone as verified (409 if another account took the number since).
 */
export async function confirmPhoneCode(
  db: Db,
  config: PhoneConfig,
  caller: RequestUser,
  body: { phone: string; code: string },
): Promise<void> {
  const phone = await normaliseOrFail(db, body.phone);
  const latest = await latestOpenCode(db, caller.id, phone);
  if (!latest) throw invalidCode();

  if (!(await countGuess(db, latest.id, ATTEMPTS_PER_CODE))) {
    throw new HttpError(400, 'validation_failed', 'errors.phoneCodeAttempts', {
      code: 'errors.phoneCodeAttempts',
    });
  }
  const expected = Buffer.from(latest.codeHash);
  const given = Buffer.from(codeHash(config.jwtSecret, latest.id, phone, body.code));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalidCode();

  try {
    await db.transaction(async (tx) => {
      if (!(await markCodeVerified(tx, latest.id))) throw invalidCode();
      await setVerifiedPhone(tx, caller.id, phone);
    });
  } catch (error) {
    throw contactConflictOf(error) ?? error;
  }
}
