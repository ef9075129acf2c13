import {
  attributeDefinitions,
  type Department,
  departments,
  draftCategory,
  type Icon,
  type Palette,
} from './content.ts';

/**
 * Pictures for the demo catalogue, drawn as SVG at seed time (no network): the department's
 * colours, an outline of the kind of product and the product's initials or the brand's name.
 * Category pictures carry no words: the shop shows the category's name beside them, in the
 * shopper's language, and English drawn into the picture would show on Arabic pages too. A picture is fully
 * described by its storage key and original name, so `renderSeedPicture` draws it again whenever it
 * is asked for (modules/files/storage.ts): the seed writes only the rows, and no bytes are stored.
 *
 * A product's colour (a colour variation) has a picture of its own: the product's drawn on the
 * colour's swatch, so choosing the colour on the product page shows it.
 *
 * Keys: `seed/products/<subcategory>/<sku>-<n>.svg`, a colour's
 * `seed/products/<subcategory>/<sku>-<n>-<colour key>.svg`, `seed/categories/<slug>.svg`,
 * `seed/brands/<slug>.svg`. Original name: `<label>.svg`.
 */

export const SEED_PICTURE_PREFIX = 'seed/';
export const SEED_PICTURE_SIZE = 800;

export interface SeedPicture {
  storageKey: string;
  originalName: string;
  contentType: 'image/svg+xml';
  size: number;
  width: number;
  height: number;
  svg: string;
}

const icons: Record<Icon, string> = {
  phone:
    '<rect x="290" y="170" width="220" height="400" rx="36"/><line x1="370" y1="212" x2="430" y2="212"/><circle cx="400" cy="522" r="14" fill="#fff"/>',
  headphones:
    '<path d="M255 430v-70a145 145 0 0 1 290 0v70"/><rect x="225" y="400" width="72" height="135" rx="26" fill="#fff" fill-opacity=".9"/><rect x="503" y="400" width="72" height="135" rx="26" fill="#fff" fill-opacity=".9"/>',
  laptop:
    '<rect x="250" y="215" width="300" height="205" rx="16"/><path d="M195 470h410l-32 45H227z"/>',
  shirt: '<path d="M320 200 210 260l40 90 50-25v215h200V325l50 25 40-90-110-60q-80 60-160 0z"/>',
  jersey:
    '<path d="M320 200 210 260l40 90 50-25v215h200V325l50 25 40-90-110-60q-80 60-160 0z"/><path d="M340 420h120M400 330v60"/>',
  dress: '<path d="M355 190h90l-12 90 97 265H270l97-265z"/><path d="M367 280h66"/>',
  shoe: '<path d="M210 490V330l90 10q40 60 120 70l140 20q40 10 40 40v20z"/><path d="M210 455h390M330 372l-22 26M370 392l-18 28"/>',
  pan: '<circle cx="360" cy="390" r="140"/><circle cx="360" cy="390" r="95" stroke-opacity=".5"/><path d="m495 350 125-50" stroke-width="32"/>',
  lamp: '<path d="M310 200h180l50 160H260z"/><path d="M400 360v150M320 520h160"/>',
  kettle:
    '<path d="M290 530h220l-20-260H310z"/><path d="M330 270q70-70 140 0M505 330q70 10 60 100-10 50-55 60M305 340l-75-60"/>',
  bottle:
    '<rect x="320" y="280" width="160" height="270" rx="30"/><rect x="360" y="200" width="80" height="80" rx="10"/><path d="M350 380h100"/>',
  perfume:
    '<rect x="280" y="300" width="240" height="240" rx="40"/><rect x="370" y="245" width="60" height="55"/><circle cx="400" cy="215" r="28" fill="#fff"/><path d="M330 470q70 30 140 0"/>',
  lipstick:
    '<rect x="340" y="380" width="120" height="170" rx="12"/><rect x="355" y="320" width="90" height="60"/><path d="M365 320v-90l70-40v130"/>',
  dumbbell:
    '<path d="M300 380h200" stroke-width="28"/><rect x="220" y="290" width="52" height="180" rx="12" fill="#fff"/><rect x="272" y="320" width="30" height="120" rx="8" fill="#fff"/><rect x="528" y="290" width="52" height="180" rx="12" fill="#fff"/><rect x="498" y="320" width="30" height="120" rx="8" fill="#fff"/>',
  tent: '<path d="M200 520 400 200l200 320z"/><path d="M400 200v320M340 520l60-120 60 120"/>',
  store:
    '<path d="M230 300h340l-30-90H260z"/><path d="M250 300v230h300V300"/><path d="M360 530V420h80v110"/>',
};

interface Style {
  palette: Palette;
  icon: Icon;
}

const productStyles = new Map<string, Style>();
const categoryStyles = new Map<string, Style>();
const brandStyles = new Map<string, Style>();
for (const department of departments) {
  categoryStyles.set(department.slug, { palette: department.palette, icon: department.icon });
  for (const brand of department.brands) {
    if (!brandStyles.has(brand))
      brandStyles.set(brand, { palette: department.palette, icon: 'store' });
  }
  for (const sub of department.subcategories) {
    productStyles.set(sub.slug, { palette: department.palette, icon: sub.icon });
    categoryStyles.set(sub.slug, { palette: department.palette, icon: sub.icon });
  }
}
const home = departments.find((d) => d.id === draftCategory.parentId) as Department;
categoryStyles.set(draftCategory.slug, { palette: home.palette, icon: draftCategory.icon });

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "Voltix Nova 12 Smartphone" → "VN". */
export function initials(label: string): string {
  const letters = label
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/** The swatch colour of each colour value, by its key ("red" → "#c0392b"). */
const swatches = new Map(
  (attributeDefinitions.find((a) => a.key === 'color')?.values ?? []).flatMap((value) =>
    value.colorHex ? [[value.key, value.colorHex] as const] : [],
  ),
);

const channels = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
const toHex = (rgb: number[]) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const mix = (hex: string, with_: number, share: number) =>
  toHex(channels(hex).map((c) => c + (with_ - c) * share));

/**
 * A gradient around the swatch, and the colour the drawing is made in: white on dark swatches,
 * near-black on light ones (white, cream, sand…), where white lines would not show.
 */
function onSwatch(hex: string): { palette: Palette; ink: string } {
  const [r = 0, g = 0, b = 0] = channels(hex);
  const lightness = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  return {
    palette: { light: mix(hex, 255, 0.3), dark: mix(hex, 0, 0.25) },
    ink: lightness > 0.6 ? '#1f2933' : '#fff',
  };
}

function draw(
  style: Style,
  variant: number,
  label: string,
  caption: string | null,
  ink = '#fff',
): string {
  const { light, dark } = style.palette;
  // Variants of one product differ in light direction and in the angle of the drawing.
  const gradient = [
    'x1="0" y1="0" x2="1" y2="1"',
    'x1="1" y1="0" x2="0" y2="1"',
    'x1="0" y1="1" x2="1" y2="0"',
  ][(variant - 1) % 3];
  const angle = [0, -8, 7][(variant - 1) % 3];
  const size = SEED_PICTURE_SIZE;
  // Without a caption the drawing moves down to the middle of the picture (products and brands,
  // which have one, are drawn byte for byte as before: their files rows hold those sizes).
  const shift = caption === null ? 30 : 0;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(label)}">`,
    `<defs><linearGradient id="g" ${gradient}><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>`,
    `<rect width="${size}" height="${size}" fill="url(#g)"/>`,
    `<circle cx="400" cy="${370 + shift}" r="250" fill="#fff" fill-opacity=".1"/>`,
    `<circle cx="${variant === 2 ? 660 : 130}" cy="${variant === 3 ? 120 : 690}" r="90" fill="#fff" fill-opacity=".06"/>`,
    `<g fill="none" stroke="${ink}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round" transform="${shift ? `translate(0 ${shift}) ` : ''}rotate(${angle} 400 370)">${icons[style.icon].replaceAll('#fff', ink)}</g>`,
    caption === null
      ? ''
      : `<text x="400" y="700" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',sans-serif" font-size="${caption.length > 14 ? 40 : caption.length > 3 ? 52 : 72}" font-weight="700" letter-spacing="4" fill="${ink}" fill-opacity=".92">${escapeXml(caption)}</text>`,
    '</svg>',
  ].join('');
}

function picture(storageKey: string, label: string, svg: string): SeedPicture {
  return {
    storageKey,
    originalName: `${label}.svg`,
    contentType: 'image/svg+xml',
    size: Buffer.byteLength(svg),
    width: SEED_PICTURE_SIZE,
    height: SEED_PICTURE_SIZE,
    svg,
  };
}

const keySafe = (text: string) => text.toLowerCase().replace(/[^a-z0-9-]+/g, '-');

export function productPicture(
  subcategorySlug: string,
  name: string,
  id: string,
  variant: number,
): SeedPicture {
  const key = `${SEED_PICTURE_PREFIX}products/${subcategorySlug}/${keySafe(id)}-${variant}.svg`;
  const rendered = renderSeedPicture(key, `${name}.svg`);
  if (!rendered) throw new Error(`no picture style for ${key}`);
  return picture(key, name, rendered);
}

/** A colour's picture of a product: its picture `variant` drawn on the colour's swatch. */
export function productColourPicture(
  subcategorySlug: string,
  name: string,
  id: string,
  variant: number,
  colourKey: string,
): SeedPicture {
  const key = `${SEED_PICTURE_PREFIX}products/${subcategorySlug}/${keySafe(id)}-${variant}-${colourKey}.svg`;
  const rendered = renderSeedPicture(key, `${name}.svg`);
  if (!rendered) throw new Error(`no picture style for ${key}`);
  return picture(key, name, rendered);
}

export function categoryPicture(slug: string, name: string): SeedPicture {
  const key = `${SEED_PICTURE_PREFIX}categories/${slug}.svg`;
  const rendered = renderSeedPicture(key, `${name}.svg`);
  if (!rendered) throw new Error(`no picture style for ${key}`);
  return picture(key, name, rendered);
}

export function brandPicture(slug: string, name: string): SeedPicture {
  const key = `${SEED_PICTURE_PREFIX}brands/${slug}.svg`;
  const rendered = renderSeedPicture(key, `${name}.svg`);
  if (!rendered) throw new Error(`no picture style for ${key}`);
  return picture(key, name, rendered);
}

/**
 * Draws a seed picture from its storage key and original name, or answers null when the key is
 * not one of ours (then nothing is written).
 */
export function renderSeedPicture(storageKey: string, originalName: string): string | null {
  const label = originalName.replace(/\.svg$/, '');
  const colour = /^seed\/products\/([a-z0-9-]+)\/[a-z0-9-]+-(\d+)-([a-z]+)\.svg$/.exec(storageKey);
  if (colour) {
    const style = productStyles.get(colour[1] ?? '');
    const swatch = swatches.get(colour[3] ?? '');
    if (!style || !swatch) return null;
    const { palette, ink } = onSwatch(swatch);
    return draw({ ...style, palette }, Number(colour[2]) || 1, label, initials(label), ink);
  }
  const products = /^seed\/products\/([a-z0-9-]+)\/[a-z0-9-]+-(\d+)\.svg$/.exec(storageKey);
  if (products) {
    const style = productStyles.get(products[1] ?? '');
    return style ? draw(style, Number(products[2]) || 1, label, initials(label)) : null;
  }
  const categories = /^seed\/categories\/([a-z0-9-]+)\.svg$/.exec(storageKey);
  if (categories) {
    const style = categoryStyles.get(categories[1] ?? '');
    return style ? draw(style, 1, label, null) : null;
  }
  const brandKey = /^seed\/brands\/([a-z0-9-]+)\.svg$/.exec(storageKey);
  if (brandKey) {
    const style = brandStyles.get(brandKey[1] ?? '');
    return style ? draw(style, 2, label, label.toUpperCase()) : null;
  }
  return null;
}
