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

  it('keeps pictures this shop stores, at the path an upload answers', () => {
    const html =
      '<img src="/files/uploads/2026/11/0b7c4c1e-5f0a-4a8e-9d43-2f1f6f7c9a10.png" alt="Our van">' +
      '<p><img src="/files/seed/products/12-1.svg" alt="A lamp" width="640" height="480"></p>';
    expect(cleanPageHtml(html)).toBe(html.replace(/">/g, '" />'));
  });

  it('refuses pictures at any other relative address, another host or a script', () => {
    for (const src of [
      '/etc/passwd',
      '/api/admin/pages',
      'files/uploads/a.png',
      '../files/uploads/a.png',
      '/files/../etc/passwd',
      '/files/uploads/../../api/me',
      '/files//evil.example/x.png',
      '/files/uploads/a.png?x=1',
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      'https:evil.example/x.png',
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'blob:https://x.test/1',
    ]) {
      expect(cleanPageHtml(`<p>x<img src="${src}" alt="a"></p>`), src).toBe('<p>x</p>');
    }
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
