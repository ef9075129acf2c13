import { describe, expect, it } from 'vitest';
import { storageKeyFromPath } from './routes.ts';
import { attachmentDisposition, cleanFileName } from './service.ts';
import { declaredTypeAgrees, sniffFile } from './sniff.ts';
import { isSafeKey } from './storage.ts';
import { jpeg, png, svg } from './test-fixture.ts';

describe('sniffFile', () => {
  it('reads the type and size of pictures from their bytes', () => {
    expect(sniffFile(png(640, 480))).toEqual({
      contentType: 'image/png',
      extension: 'png',
      width: 640,
      height: 480,
    });
    expect(sniffFile(jpeg(1024, 768))).toMatchObject({
      contentType: 'image/jpeg',
      width: 1024,
      height: 768,
    });
    expect(sniffFile(Buffer.from('%PDF-1.7\n%âãÏÓ\n'))).toMatchObject({
      contentType: 'application/pdf',
      width: null,
    });
  });

  it('reads the three kinds of WebP header', () => {
    const webp = (chunk: string, body: number[]) => {
      const bytes = Buffer.alloc(40);
      bytes.write('RIFF', 0, 'latin1');
      bytes.write('WEBP', 8, 'latin1');
      bytes.write(chunk, 12, 'latin1');
      bytes.set(body, 20);
      return bytes;
    };
    // VP8 (lossy): frame tag, start code, then 14-bit width and height.
    expect(
      sniffFile(webp('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x20, 0x03, 0x58, 0x02])),
    ).toMatchObject({ contentType: 'image/webp', width: 800, height: 600 });
    // VP8L (lossless): signature 0x2f, then (width-1) and (height-1) in 14 bits each.
    const bits = (99 & 0x3fff) | ((49 & 0x3fff) << 14);
    expect(
      sniffFile(
        webp('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, bits >>> 24]),
      ),
    ).toMatchObject({ width: 100, height: 50 });
    // VP8X (extended): 24-bit (width-1) and (height-1).
    expect(sniffFile(webp('VP8X', [0, 0, 0, 0, 0xff, 0x0f, 0, 0x37, 0x04, 0]))).toMatchObject({
      width: 4096,
      height: 1080,
    });
  });

  it('recognises SVG after a declaration, comments or a doctype, and reads its size', () => {
    expect(sniffFile(svg())).toMatchObject({
      contentType: 'image/svg+xml',
      width: 120,
      height: 80,
    });
    expect(sniffFile(svg('viewBox="0 0 64 32"'))).toMatchObject({ width: 64, height: 32 });
    expect(sniffFile(svg(''))).toMatchObject({ width: null, height: null });
    expect(
      sniffFile(Buffer.from('\uFEFF<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg/>')),
    ).toMatchObject({ contentType: 'image/svg+xml' });
  });

  it('refuses everything else', () => {
    for (const bytes of [
      Buffer.from('<html><body><svg></svg></body></html>'),
      Buffer.from('<svgfoo/>'),
      Buffer.from('GIF89a'),
      Buffer.from('PK\x03\x04'),
      Buffer.from([0x3c, 0x73, 0x76, 0x67, 0x00, 0x3e]),
      Buffer.alloc(0),
    ]) {
      expect(sniffFile(bytes)).toBeNull();
    }
  });
});

describe('declaredTypeAgrees', () => {
  it('accepts generic and aliased declarations, refuses contradicting ones', () => {
    expect(declaredTypeAgrees(undefined, 'image/png')).toBe(true);
    expect(declaredTypeAgrees('application/octet-stream', 'image/png')).toBe(true);
    expect(declaredTypeAgrees('image/jpg', 'image/jpeg')).toBe(true);
    expect(declaredTypeAgrees('IMAGE/PNG; charset=binary', 'image/png')).toBe(true);
    expect(declaredTypeAgrees('image/png', 'image/svg+xml')).toBe(false);
    expect(declaredTypeAgrees('text/html', 'image/png')).toBe(false);
  });
});

describe('file names and keys', () => {
  it('keeps only the last path segment of a name, without control characters', () => {
    expect(cleanFileName('C:\\Users\\sara\\photo.png', 'png')).toBe('photo.png');
    expect(cleanFileName('../../etc/passwd', 'pdf')).toBe('passwd');
    expect(cleanFileName('a\u0000b\u202Ec.png', 'png')).toBe('abc.png');
    expect(cleanFileName('', 'jpg')).toBe('file.jpg');
    expect(cleanFileName('..', 'jpg')).toBe('file.jpg');
  });

  it('writes an attachment header any browser reads', () => {
    expect(attachmentDisposition("صورة (1)'s.png")).toBe(
      `attachment; filename="____ (1)'s.png"; filename*=UTF-8''%D8%B5%D9%88%D8%B1%D8%A9%20%281%29%27s.png`,
    );
  });

  it('accepts only relative keys without dot segments', () => {
    expect(isSafeKey('uploads/2026/11/abc.png')).toBe(true);
    expect(isSafeKey('seed/products/men/mn-0001-1.svg')).toBe(true);
    for (const key of ['../x', '/etc/passwd', 'a/../b', 'a//b', 'a/.hidden', 'a\\b', '']) {
      expect(isSafeKey(key), key).toBe(false);
    }
    expect(storageKeyFromPath('/files/seed/a.svg')).toBe('seed/a.svg');
    expect(storageKeyFromPath('%2e%2e/secrets.json')).toBeNull();
    expect(storageKeyFromPath('%E0%A4%A')).toBeNull();
  });
});
