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
});
