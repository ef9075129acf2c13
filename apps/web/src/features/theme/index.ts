/**
 * Theme (API module `theme`): the theme applied to the document, its colour palette as CSS
 * variables and the title, description and icon in <head>. The theme config itself is read
 * everywhere, so its query is in shared/api/get-theme-config.ts.
 */
export { applyTheme } from './apply-theme.ts';
