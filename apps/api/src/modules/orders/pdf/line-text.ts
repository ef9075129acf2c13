import type { LanguageCode } from '@storefront/contracts';
import { joinList } from '@storefront/contracts/list-format';
import { localize } from '../../../lib/localized-text.ts';
import type { StoredOrderItem } from '../queries.ts';

/** An order line's variation as documents print it: "Colour: Red, Size: L" ('' for none). */
export function lineVariation(item: Pick<StoredOrderItem, 'attributes'>, lang: LanguageCode) {
  return joinList(
    item.attributes.map((a) => `${localize(a.attributeName, lang)}: ${localize(a.value, lang)}`),
    lang,
  );
}
