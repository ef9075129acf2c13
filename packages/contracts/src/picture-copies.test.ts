import { describe, expect, it } from 'vitest';
import { pictureSources } from './picture-copies.ts';

const srcSet = (path: string, width?: number) => pictureSources(path, width, '50vw').srcSet;

describe('pictureSources', () => {
  it('offers each smaller copy, then the photograph itself at its own width', () => {
    expect(pictureSources('/files/uploads/ab/cd.jpg', 700, '50vw')).toEqual({
      src: '/files/uploads/ab/cd.jpg',
      srcSet:
        '/files/uploads/ab/cd.jpg?w=160 160w,/files/uploads/ab/cd.jpg?w=320 320w,' +
        '/files/uploads/ab/cd.jpg?w=480 480w,/files/uploads/ab/cd.jpg?w=640 640w,' +
        '/files/uploads/ab/cd.jpg 700w',
      sizes: '50vw',
    });
  });

  it('offers every copy when the picture’s own width is not known', () => {
    expect(srcSet('/files/uploads/x.webp')?.split(',')).toHaveLength(7);
    expect(srcSet('/files/uploads/x.PNG')).toContain('/files/uploads/x.PNG?w=1600 1600w');
  });

  it('leaves an SVG and a picture from elsewhere to their src alone', () => {
    for (const path of ['/files/seed/products/audio/au-0019-1.svg', 'https://example.com/a.jpg']) {
      expect(pictureSources(path, 800, '48px')).toEqual({ src: path });
    }
  });
});
