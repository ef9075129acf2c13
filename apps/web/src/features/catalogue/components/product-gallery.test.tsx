import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { ProductGallery } from './product-gallery.tsx';

const photo = {
  path: '/files/uploads/2026/11/photo.jpg',
  width: 1000,
  height: 750,
  alt: 'The lamp, lit',
};
const drawing = { path: '/files/seed/products/home/lamp.svg', width: 800, height: 800, alt: '' };

describe('ProductGallery', () => {
  it('offers a photograph’s smaller copies for the width it shows', async () => {
    await renderWithApp(<ProductGallery pictures={[photo, drawing]} name="Lamp" />);
    const main = screen.getByRole('img', { name: 'The lamp, lit' });
    expect(main.getAttribute('src')).toBe(photo.path);
    expect(main.getAttribute('srcset')?.split(',')).toEqual([
      `${photo.path}?w=160 160w`,
      `${photo.path}?w=320 320w`,
      `${photo.path}?w=480 480w`,
      `${photo.path}?w=640 640w`,
      `${photo.path}?w=960 960w`,
      `${photo.path} 1000w`,
    ]);
    expect(main.getAttribute('sizes')).toBe(
      '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw',
    );
  });

  it('leaves a drawing (SVG) to its src', async () => {
    await renderWithApp(<ProductGallery pictures={[drawing]} name="Lamp" />);
    const main = screen.getByRole('img', { name: 'Lamp' });
    expect(main.getAttribute('src')).toBe(drawing.path);
    expect(main.hasAttribute('srcset')).toBe(false);
    expect(main.hasAttribute('sizes')).toBe(false);
  });
});
