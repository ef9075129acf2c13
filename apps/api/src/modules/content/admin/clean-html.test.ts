import { describe, expect, it } from 'vitest';
import { cleanPageHtml } from './clean-html.ts';

describe('a static page body is cleaned by an allow-list', () => {
  it('drops scripts, handlers and javascript: links, keeping the text around them', () => {
    const clean = cleanPageHtml(
      '<h2 onclick="x()">Returns</h2><script>alert(1)</script>' +
        '<p>Call <a href="javascript:alert(1)">us</a> <img src="https://x.test/a.png" onerror="alert(2)" alt="a"></p>' +
        '<p style="color:red" class="x"><a href="JaVaScRiPt:alert(3)">again</a></p>',
    );
    expect(clean).toBe(
      '<h2>Returns</h2><p>Call <a>us</a> <img src="https://x.test/a.png" alt="a" /></p><p><a>again</a></p>',
    );
    expect(clean).not.toMatch(/script|onerror|onclick|javascript|style|class/i);
  });

  it('keeps the editor’s elements: headings, lists, links, pictures, tables, direction', () => {
    const html =
      '<h3 dir="rtl">عنوان</h3><ul><li><p>one</p></li></ul><ol start="3"><li>two</li></ol>' +
      '<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <a href="/pages/2">page</a> ' +
      '<a href="mailto:hi@shop.test">mail</a> <a href="tel:+96550000000">call</a></p>' +
      '<table><tbody><tr><th colspan="2">h</th></tr><tr><td>a</td><td>b</td></tr></tbody></table>';
    expect(cleanPageHtml(html)).toBe(html);
  });

  it('refuses directions, picture addresses and frames it does not know', () => {
    expect(cleanPageHtml('<p dir="sideways">x</p>')).toBe('<p>x</p>');
    expect(
      cleanPageHtml('<img src="http://x.test/a.png"><img src="data:image/png;base64,AA">'),
    ).toBe('');
    expect(cleanPageHtml('<iframe src="https://x.test"></iframe><form><input></form>')).toBe('');
    expect(cleanPageHtml('<h1>Title</h1>')).toBe('<h2>Title</h2>');
  });

  it('makes a link that opens a tab unable to reach this one', () => {
    expect(cleanPageHtml('<a href="https://x.test" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(cleanPageHtml('<a href="https://x.test" target="_top">x</a>')).toBe(
      '<a href="https://x.test">x</a>',
    );
  });
});
