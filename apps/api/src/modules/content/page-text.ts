/**
 * The words of a stored page body (clean HTML, admin/clean-html.ts), for a search result's
 * description: tags become spaces, and the entities the cleaner writes become their characters.
 */
export function textOfPageHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')
    .trim();
}
