import { describe, expect, it } from 'vitest';
import { pictureWidthQuerySchema } from './picture-copies.ts';

describe('pictureWidthQuerySchema', () => {
  it('takes a width of the set, and none', () => {
    expect(pictureWidthQuerySchema.parse({ w: '640' })).toEqual({ w: 640 });
    expect(pictureWidthQuerySchema.parse({})).toEqual({});
  });

  it.each(['641', '0', '-160', 'wide', '1e3'])('refuses w=%s', (w) => {
    expect(pictureWidthQuerySchema.safeParse({ w }).success).toBe(false);
  });
});
