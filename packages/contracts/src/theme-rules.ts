/**
 * Theme defaults both sides need at run time, in a module without zod (decision 31): the
 * storefront's first load applies the colour without bringing the theme schemas along.
 */

/** Spec 9 defaults. */
export const DEFAULT_MAIN_MENU_ID = 53;
export const DEFAULT_THEME_COLOR = '#57b568';
/** Id of the <style> element in which the server writes the theme's palette (theme-colors.ts). */
export const PALETTE_STYLE_ID = 'theme-palette';
export const DEFAULT_CURRENCY_LABEL = 'KD';

/** The storefront's query parameter that draws a page with the draft theme (the back office's preview). */
export const THEME_PREVIEW_PARAM = 'themePreview';
