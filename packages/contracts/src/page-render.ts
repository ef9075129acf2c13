import type { LanguageCode } from './locale.ts';
import type { ThemeConfig } from './theme.ts';

/**
 * The seam between the API process and the storefront's server build (decision 42): what the
 * server asks `renderPage` to draw, and what it gets back to write into index.html.
 */
export interface PageRequest {
  /** Path and query string, as the browser asked for them. */
  url: string;
  lang: LanguageCode;
  theme: ThemeConfig | null;
  translations: Record<string, string>;
}

export interface RenderedPage {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** A <script type="application/json"> with the answers the page was drawn with. */
  stateScript: string;
  /** How many times it was drawn to find its data: 1 when its loaders name everything it reads. */
  passes: number;
  /**
   * The page hydrates its islands only (decision 66): the server sends the islands' scripts
   * instead of the whole app's.
   */
  islands: boolean;
}
