import { describe, expect, it } from 'vitest';
import { parsePageBody } from './page-body.ts';

describe('parsePageBody', () => {
  it('splits paragraphs on blank lines and makes "## " lines headings', () => {
    expect(
      parsePageBody(
        'We ship across Kuwait.\r\n\r\n## Returns\nWithin 14 days.\n\n\n## Refunds\n\nTo your card.',
      ),
    ).toEqual([
      { kind: 'paragraph', text: 'We ship across Kuwait.' },
      { kind: 'heading', text: 'Returns' },
      { kind: 'paragraph', text: 'Within 14 days.' },
      { kind: 'heading', text: 'Refunds' },
      { kind: 'paragraph', text: 'To your card.' },
    ]);
  });

  it('keeps single line breaks inside a paragraph and markup as text', () => {
    expect(parsePageBody('Line one\nline two <b>bold</b>\n\n##not a heading')).toEqual([
      { kind: 'paragraph', text: 'Line one\nline two <b>bold</b>' },
      { kind: 'paragraph', text: '##not a heading' },
    ]);
  });

  it('has no blocks for an empty body', () => {
    expect(parsePageBody('  \n\n ')).toEqual([]);
  });
});
