import type { LanguageCode } from './locale.ts';
import type { ThemeConfig } from './theme.ts';

/**
 * What the server writes into the HTML it serves, so the first page view needs no API round
 * trip before it can show text: the theme and the UI catalogue in the page's language, as a
 * `<script type="application/json" id="boot-data">` (data, never executed: CSP stays strict).
 */
export interface BootData {
  lang: LanguageCode;
  theme: ThemeConfig | null;
  /**
   * The version of the UI catalogue the page was drawn with. The strings themselves are not in
   * the page (~38 KB on every page): the browser uses its stored copy of that version, or asks the
   * API for it once, before it hydrates.
   */
  translationsVersion: number | null;
  /**
   * A page drawn for the back office's preview of a draft (a static page's, the home page's):
   * the headers its drawing's API calls carried (the preview's token). The browser sends them
   * with the page's own calls, so what it asks after hydrating is the draft too, not the live
   * answer. Absent on every other page.
   */
  previewHeaders?: Record<string, string>;
}

export const BOOT_DATA_ELEMENT_ID = 'boot-data';

/**
 * The page's language travels to the server in this cookie (the browser keeps the choice in
 * localStorage, which the server cannot read), so the HTML is written in the right language.
 */
export const LANGUAGE_COOKIE = 'lang';

/** The URL parameter that chooses the language (spec 4, 9), read by the server and the app. */
export const LANGUAGE_PARAM = 'lang';
