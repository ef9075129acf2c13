/** A block of a static page's body: a paragraph or a heading. */
export type PageBlock = { kind: 'heading' | 'paragraph'; text: string };

/**
 * A static page's body (contracts: paragraphs separated by blank lines, `## ` starts a
 * heading) as blocks, shown as text: whatever the body holds, no HTML is ever made from it.
 * A heading line directly followed by text (no blank line) still starts a heading.
 */
export function parsePageBody(body: string): PageBlock[] {
  const blocks: PageBlock[] = [];
  for (const chunk of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n');
    let paragraph: string[] = [];
    const flush = () => {
      const text = paragraph.join('\n').trim();
      if (text) blocks.push({ kind: 'paragraph', text });
      paragraph = [];
    };
    for (const line of lines) {
      const heading = /^\s*##\s+(.*\S)\s*$/.exec(line);
      if (heading?.[1]) {
        flush();
        blocks.push({ kind: 'heading', text: heading[1] });
      } else {
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}
