import { CATALOGUE_CSV_COLUMNS } from '@storefront/contracts/admin-imports';

/**
 * A catalogue file of `products` products × 4 variations (2 colours × 2 sizes), named in both
 * languages, for the scale test and the import benchmark.
 */
export function catalogueCsv(options: { products: number; category: string; prefix: string }) {
  const { products, category, prefix } = options;
  const lines = [CATALOGUE_CSV_COLUMNS.join(',')];
  for (let n = 0; n < products; n++) {
    const handle = `${prefix}-${String(n).padStart(6, '0')}`;
    let first = true;
    for (const colour of ['Red', 'Blue']) {
      for (const size of ['S', 'L']) {
        const own = first
          ? [
              `${prefix} Lamp ${n}`,
              `مصباح ${prefix} ${n}`,
              `"A lamp, number ${n}.\nWarm light."`,
              `مصباح رقم ${n}.`,
              category,
              '',
              'true',
            ]
          : ['', '', '', '', '', '', ''];
        lines.push(
          [
            handle,
            ...own,
            first ? 'Colour' : '',
            colour,
            first ? 'Size' : '',
            size,
            `${handle}-${colour[0]}${size}`,
            `${(n % 90) + 1}.${String(n % 1000).padStart(3, '0')}`,
            String(n % 7),
            '',
          ].join(','),
        );
        first = false;
      }
    }
  }
  return `${lines.join('\n')}\n`;
}
