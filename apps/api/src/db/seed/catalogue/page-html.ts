/**
 * The demo pages are written as plain text (paragraphs between blank lines, `## ` starting a
 * heading: easy to read and to check) and stored as the HTML the back office's editor writes
 * (issue 28). Migration 0024 turned a shop's existing bodies into HTML by the same rule.
 */

const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** `text` as HTML: each block an <h2> or a <p>, line breaks inside a paragraph kept. */
export function pageHtmlOf(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const heading = /^##\s+(.*)$/s.exec(block);
      return heading?.[1]
        ? `<h2>${escaped(heading[1].trim())}</h2>`
        : `<p>${escaped(block).replaceAll('\n', '<br>')}</p>`;
    })
    .join('');
}

/** The plain text back from such HTML, for the checks of what the demo pages say. */
export function plainTextOfPageHtml(html: string): string {
  return [...html.matchAll(/<(h2|p)>(.*?)<\/\1>/gs)]
    .map(([, tag, inner = '']) => {
      const text = inner
        .replaceAll('<br>', '\n')
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&amp;', '&');
      return tag === 'h2' ? `## ${text}` : text;
    })
    .join('\n\n');
}
