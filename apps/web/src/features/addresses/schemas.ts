// First, before any schema is built: zod must not probe for eval under our CSP (decision 15).
import '../../lib/forms/zod-jitless.ts';
import {
  type Address,
  type AddressInput,
  addressShape,
  KUWAIT_COUNTRY_ID,
  KUWAIT_REQUIRED_FIELDS,
} from '@storefront/contracts/addresses';
import { z } from 'zod';

export { KUWAIT_COUNTRY_ID };

/**
 * The address form's schema: the contract's field rules (messages are translation keys), with
 * the selects held as strings ('' for none chosen) and what the form knows that the contract
 * cannot: whether the chosen country has states and the chosen state areas (from the lookups),
 * and whether an email is needed (a guest's checkout). The API checks all of it again.
 */
export interface AddressFormContext {
  requireEmail: boolean;
  hasStates: boolean;
  hasAreas: boolean;
}

const select = z.string();

export function addressFormSchema(context: AddressFormContext) {
  return z
    .object({
      fullName: addressShape.fullName,
      phone: addressShape.phone,
      email: z.union([
        z.literal(''),
        z.string().trim().max(254, 'validation.tooLong').pipe(z.email('validation.email')),
      ]),
      countryId: select.min(1, 'addresses.validation.country'),
      stateId: select,
      areaId: select,
      block: addressShape.block,
      street: addressShape.street,
      avenue: addressShape.avenue,
      building: addressShape.building,
      floor: addressShape.floor,
      apartment: addressShape.apartment,
      note: addressShape.note,
      isDefault: z.boolean(),
    })
    .superRefine((values, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (context.requireEmail && !values.email)
        issue('email', 'addresses.validation.emailRequired');
      if (context.hasStates && !values.stateId) issue('stateId', 'addresses.validation.state');
      if (context.hasAreas && !values.areaId) issue('areaId', 'addresses.validation.area');
      if (Number(values.countryId) === KUWAIT_COUNTRY_ID) {
        for (const field of KUWAIT_REQUIRED_FIELDS) {
          if (!values[field]?.trim()) issue(field, `addresses.validation.${field}`);
        }
      }
    });
}

export type AddressFormValues = z.input<ReturnType<typeof addressFormSchema>>;
export type AddressFormOutput = z.output<ReturnType<typeof addressFormSchema>>;

export const ADDRESS_FORM_FIELDS = [
  'fullName',
  'phone',
  'email',
  'countryId',
  'stateId',
  'areaId',
  'block',
  'street',
  'avenue',
  'building',
  'floor',
  'apartment',
  'note',
] as const;

const idOrNull = (value: string) => (value === '' ? null : Number(value));

/** The form's values as the API's request body. */
export function toAddressInput(values: AddressFormOutput): AddressInput {
  return {
    addressType: 'Home',
    fullName: values.fullName,
    phone: values.phone,
    email: values.email === '' ? null : values.email,
    countryId: Number(values.countryId),
    stateId: idOrNull(values.stateId),
    areaId: idOrNull(values.areaId),
    block: values.block,
    street: values.street,
    avenue: values.avenue,
    building: values.building,
    floor: values.floor,
    apartment: values.apartment,
    note: values.note,
    isDefault: values.isDefault,
  };
}

/** What a new address may start with: the account's own name and phone. */
export interface AddressPrefill {
  fullName?: string | null | undefined;
  phone?: string | null | undefined;
}

/**
 * A saved address as the form's starting values; a new one starts in the default country, with
 * the prefill's name and phone (the prefill is ignored for a saved address).
 */
export function toFormValues(
  address: Address | undefined,
  defaultCountryId: number,
  prefill: AddressPrefill = {},
): AddressFormValues {
  const id = (value: number | null) => (value === null ? '' : String(value));
  return {
    fullName: address?.fullName ?? prefill.fullName ?? '',
    phone: address?.phone ?? prefill.phone ?? '',
    email: address?.email ?? '',
    countryId: String(address?.countryId ?? defaultCountryId),
    stateId: id(address?.stateId ?? null),
    areaId: id(address?.areaId ?? null),
    block: address?.block ?? '',
    street: address?.street ?? '',
    avenue: address?.avenue ?? '',
    building: address?.building ?? '',
    floor: address?.floor ?? '',
    apartment: address?.apartment ?? '',
    note: address?.note ?? '',
    isDefault: address?.isDefault ?? false,
  };
}
