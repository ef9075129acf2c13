import type {
  AdminShippingMethod,
  AdminShippingMethodUpdate,
} from '@storefront/contracts/admin-settings';
import type { AdminKey } from '../../i18n/en.ts';
import { filsToKd, kdToFils } from '../../lib/money.ts';

/** "every" or "some": a method delivers everywhere it can, or to the ones ticked. */
export type Reach = 'every' | 'some';

/** The form as typed: amounts in KD, days and lists as the inputs hold them. */
export interface ShippingFormValues {
  code: string;
  name: { en: string; ar: string };
  description: { en: string; ar: string };
  price: string;
  /** Empty: never free. */
  freeFrom: string;
  minSubtotal: string;
  minDays: string;
  maxDays: string;
  countryReach: Reach;
  /** The ticked countries' codes. */
  countryCodes: string[];
  areaReach: Reach;
  /** The ticked areas' ids, as the checkboxes' values. */
  areaIds: string[];
  active: boolean;
}

export type ShippingField =
  | 'price'
  | 'freeFrom'
  | 'minSubtotal'
  | 'minDays'
  | 'maxDays'
  | 'countryCodes'
  | 'areaIds';

export const emptyShippingMethod = (): ShippingFormValues => ({
  code: '',
  name: { en: '', ar: '' },
  description: { en: '', ar: '' },
  price: '',
  freeFrom: '',
  minSubtotal: '0.000',
  minDays: '',
  maxDays: '',
  countryReach: 'some',
  countryCodes: ['kw'],
  areaReach: 'every',
  areaIds: [],
  active: true,
});

export function fromShippingMethod(method: AdminShippingMethod): ShippingFormValues {
  return {
    code: method.code,
    name: { en: method.name.en, ar: method.name.ar ?? '' },
    description: { en: method.description.en, ar: method.description.ar ?? '' },
    price: filsToKd(method.price),
    freeFrom: method.freeFrom === null ? '' : filsToKd(method.freeFrom),
    minSubtotal: filsToKd(method.minSubtotal),
    minDays: String(method.minDays),
    maxDays: String(method.maxDays),
    countryReach: method.countryCodes === null ? 'every' : 'some',
    countryCodes: method.countryCodes ?? [],
    areaReach: method.areaIds === null ? 'every' : 'some',
    areaIds: (method.areaIds ?? []).map(String),
    active: method.active,
  };
}

const WHOLE = /^\d{1,4}$/;

/**
 * The request for the form's values (without the code, which only a new method sends), or the
 * fields that cannot be read: an amount that is not KD with up to 3 decimals, days that are not
 * whole numbers, "only these" with none ticked. The API's rules (minDays ≤ maxDays, 0–365, known
 * areas) come back as a 400 naming the field, shown there.
 */
export function toShippingInput(values: ShippingFormValues): {
  input: AdminShippingMethodUpdate | null;
  problems: Partial<Record<ShippingField, AdminKey>>;
} {
  const problems: Partial<Record<ShippingField, AdminKey>> = {};
  const amount = (field: 'price' | 'freeFrom' | 'minSubtotal', text: string) => {
    const fils = kdToFils(text);
    if (fils === null) problems[field] = 'shipping.badAmount';
    return fils ?? 0;
  };
  const days = (field: 'minDays' | 'maxDays') => {
    const text = values[field].trim();
    if (!WHOLE.test(text)) problems[field] = 'shipping.badDays';
    return Number(text);
  };
  const price = amount('price', values.price);
  const freeFrom = values.freeFrom.trim() === '' ? null : amount('freeFrom', values.freeFrom);
  const minSubtotal =
    values.minSubtotal.trim() === '' ? 0 : amount('minSubtotal', values.minSubtotal);
  const minDays = days('minDays');
  const maxDays = days('maxDays');
  const countryCodes = values.countryReach === 'every' ? null : values.countryCodes;
  if (countryCodes?.length === 0) problems.countryCodes = 'shipping.pickCountry';
  const areaIds = values.areaReach === 'every' ? null : values.areaIds.map(Number);
  if (areaIds?.length === 0) problems.areaIds = 'shipping.pickArea';
  if (Object.keys(problems).length > 0) return { input: null, problems };
  return {
    input: {
      name: { en: values.name.en.trim(), ar: values.name.ar.trim() },
      description: { en: values.description.en.trim(), ar: values.description.ar.trim() },
      price,
      freeFrom,
      minSubtotal,
      minDays,
      maxDays,
      countryCodes,
      areaIds,
      active: values.active,
    },
    problems,
  };
}
