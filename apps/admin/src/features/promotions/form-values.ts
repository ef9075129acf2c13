import type {
  AdminPromotion,
  AdminPromotionInput,
  PromotionKind,
} from '@storefront/contracts/admin-promotions';
import type { AdminKey } from '../../i18n/en.ts';
import { filsToKd, kdToFils } from '../../lib/money.ts';
import { isoToShopLocal, shopLocalToIso } from '../../shared/shop-time.ts';

/** The form as typed: amounts in KD, moments in the shop's time, limits as text. */
export interface PromotionFormValues {
  code: string;
  discountType: PromotionKind;
  /** A percent for 'percentage', KD for 'fixed'. */
  discountValue: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  active: boolean;
}

export type PromotionField = Exclude<keyof PromotionFormValues, 'active'>;

export const emptyPromotion = (): PromotionFormValues => ({
  code: '',
  discountType: 'percentage',
  discountValue: '',
  minSubtotal: '0.000',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  perCustomerLimit: '',
  active: true,
});

export function fromPromotion(promotion: AdminPromotion): PromotionFormValues {
  return {
    code: promotion.code,
    discountType: promotion.discountType,
    discountValue:
      promotion.discountType === 'fixed'
        ? filsToKd(promotion.discountValue)
        : String(promotion.discountValue),
    minSubtotal: filsToKd(promotion.minSubtotal),
    startsAt: isoToShopLocal(promotion.startsAt),
    endsAt: isoToShopLocal(promotion.endsAt),
    usageLimit: promotion.usageLimit === null ? '' : String(promotion.usageLimit),
    perCustomerLimit: promotion.perCustomerLimit === null ? '' : String(promotion.perCustomerLimit),
    active: promotion.active,
  };
}

const WHOLE = /^\d{1,10}$/;

/**
 * The request for the form's values, or the fields that cannot be read (an amount that is not
 * KD with up to 3 decimals, a count that is not a whole number, a moment that is not one). The
 * rules (percent up to 100, end after start, the code's letters) are the API's: its 400 names
 * the field, and the form shows its message there.
 */
export function toPromotionInput(values: PromotionFormValues): {
  input: AdminPromotionInput | null;
  problems: Partial<Record<PromotionField, AdminKey>>;
} {
  const problems: Partial<Record<PromotionField, AdminKey>> = {};
  const fixed = values.discountType === 'fixed';
  const valueText = values.discountValue.trim();
  const discountValue = fixed
    ? kdToFils(valueText)
    : WHOLE.test(valueText)
      ? Number(valueText)
      : null;
  if (discountValue === null) {
    problems.discountValue = fixed ? 'promotions.badAmount' : 'promotions.badPercent';
  }
  const minSubtotal = values.minSubtotal.trim() === '' ? 0 : kdToFils(values.minSubtotal);
  if (minSubtotal === null) problems.minSubtotal = 'promotions.badAmount';

  const moment = (field: 'startsAt' | 'endsAt') => {
    if (values[field].trim() === '') return null;
    const iso = shopLocalToIso(values[field]);
    if (iso === null) problems[field] = 'promotions.badDate';
    return iso;
  };
  const limit = (field: 'usageLimit' | 'perCustomerLimit') => {
    const text = values[field].trim();
    if (text === '') return null;
    if (!WHOLE.test(text)) {
      problems[field] = 'promotions.badLimit';
      return null;
    }
    return Number(text);
  };
  const input: AdminPromotionInput = {
    code: values.code.trim().toUpperCase(),
    discountType: values.discountType,
    discountValue: discountValue ?? 0,
    minSubtotal: minSubtotal ?? 0,
    startsAt: moment('startsAt'),
    endsAt: moment('endsAt'),
    usageLimit: limit('usageLimit'),
    perCustomerLimit: limit('perCustomerLimit'),
    active: values.active,
  };
  return Object.keys(problems).length > 0 ? { input: null, problems } : { input, problems };
}
