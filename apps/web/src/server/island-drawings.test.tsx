import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { islandDrawings } from './island-drawings.ts';

const within = (content: ReactNode) => <section>{content}</section>;

describe('islandDrawings', () => {
  it('writes each island over its marks, whatever follows them', async () => {
    const { renderer, fill } = islandDrawings(within);
    const header = renderer.place('header', () => <b>header</b>);
    const backToTop = renderer.place('back-to-top', async () => <i>up</i>);
    const page = `<div>${header}</div><!--/$--><main>${backToTop}</main><div>${header}</div>`;
    expect(await fill(page)).toBe(
      '<div><section><b>header</b></section></div><!--/$--><main><section><i>up</i></section></main><div><section><b>header</b></section></div>',
    );
  });

  it("takes no page's text for a mark", async () => {
    const { renderer, fill } = islandDrawings(within);
    const mark = renderer.place('header', () => <b>header</b>);
    const written = '<!--island header--><!-- island header -->';
    expect(await fill(`${written}${mark}`)).toBe(`${written}<section><b>header</b></section>`);
  });

  it("puts React's preloads of an island's pictures before the page, not inside the island", async () => {
    const { renderer, fill } = islandDrawings(within);
    const logo = <img src="/logo.svg" alt="" />;
    const hero = <img src="/hero.svg" alt="" fetchPriority="high" />;
    const header = renderer.place('header', () => logo);
    const product = renderer.place('product', () => (
      <>
        {hero}
        {logo}
      </>
    ));
    const html = await fill(`<div data-island="header">${header}</div><main>${product}</main>`);
    expect(html).toMatch(/^<link rel="preload" as="image" href="\/logo.svg"\/>/);
    expect(html.match(/<link[^>]*>/g)).toEqual([
      '<link rel="preload" as="image" href="/logo.svg"/>',
      '<link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/>',
    ]);
    expect(html).toContain('<div data-island="header"><section><img src="/logo.svg" alt=""/>');
    expect(html).toContain('<main><section><img src="/hero.svg"');
  });
});
