import type { LanguageCode } from './locale.ts';

/**
 * How a list of short items reads inline in each language: "Colour: Blue, Size: S" in English,
 * "اللون: أزرق، المقاس: S" in Arabic. The storefront and the invoice both join lists with it, so
 * an English page never shows the Arabic comma (nor the other way round).
 */
export function listSeparator(lang: LanguageCode): string {
  return lang === 'ar' ? '، ' : ', ';
}

/**
 * Keeps `text` left to right inside a line of either direction: "+96550000001" and "−KD 3.800"
 * keep their sign in front in Arabic (U+2066 LEFT-TO-RIGHT ISOLATE … U+2069), in plain text
 * where no markup can do it (emails, the invoice, seeded content).
 */
export const isolateLtr = (text: string) => `\u2066${text}\u2069`;

export function joinList(
  items: readonly (string | null | undefined | false)[],
  lang: LanguageCode,
) {
  return items.filter(Boolean).join(listSeparator(lang));
}

/** The parts of an address both an order page and an invoice print, already joined. */
export interface AddressParts {
  block: string;
  street: string;
  avenue: string;
  building: string;
  floor: string;
  apartment: string;
  areaName: string | null;
  stateName: string | null;
  countryName: string;
}

const ADDRESS_LABELS = ['block', 'street', 'avenue', 'building', 'floor', 'apartment'] as const;
type AddressLabelKey = `orders.address.${(typeof ADDRESS_LABELS)[number]}`;

/**
 * A part with its label ("Street 5"), or as written when the shopper already named it ("Tunis
 * Street", "شارع تونس"): never "Street Tunis Street".
 */
function labelled(label: string, value: string): string {
  const words = value.toLocaleLowerCase().split(/[\s,.،-]+/u);
  return words.includes(label.toLocaleLowerCase()) ? value : `${label} ${value}`;
}

/**
 * The street line ("Block 10, Street Salem, Building 7") and the place line ("Salmiya, Hawalli,
 * Kuwait") of an address, labelled through `t` (the orders.address.* strings).
 */
export function addressLines(
  address: AddressParts,
  t: (key: AddressLabelKey) => string,
  lang: LanguageCode,
): { street: string; place: string } {
  return {
    street: joinList(
      ADDRESS_LABELS.map(
        (part) => address[part] && labelled(t(`orders.address.${part}`), address[part]),
      ),
      lang,
    ),
    place: joinList([address.areaName, address.stateName, address.countryName], lang),
  };
}
