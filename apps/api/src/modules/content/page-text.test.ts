import { describe, expect, it } from 'vitest';
import { textOfPageHtml } from './page-text.ts';

describe('the words of a page body', () => {
  it('are its text with blocks apart and the cleaner’s entities read back', () => {
    expect(
      textOfPageHtml('<h2>Fees &amp; taxes</h2><p>1 &lt; 2<br>“quoted”</p><ul><li>a</li></ul>'),
    ).toBe('Fees & taxes 1 < 2 “quoted” a');
  });
});
