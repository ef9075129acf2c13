import { FILE_TYPES } from '@storefront/contracts/catalogue';

export type FileType = (typeof FILE_TYPES)[number];

export interface Sniffed {
  contentType: FileType;
  extension: string;
  width: number | null;
  height: number | null;
}

/**
 * What a file really is, from its first bytes, never from the name or the declared type (a
 * "picture.png" may be anything). Answers null for anything outside FILE_TYPES. Image
 * dimensions come from the headers; they are null when a header does not give them.
 */
export function sniffFile(bytes: Buffer): Sniffed | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { contentType: 'image/jpeg', extension: 'jpg', ...jpegSize(bytes) };
  }
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    const ihdr = bytes.length >= 24 && bytes.toString('latin1', 12, 16) === 'IHDR';
    return {
      contentType: 'image/png',
      extension: 'png',
      width: ihdr ? bytes.readUInt32BE(16) : null,
      height: ihdr ? bytes.readUInt32BE(20) : null,
    };
  }
  if (
    bytes.length >= 16 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return { contentType: 'image/webp', extension: 'webp', ...webpSize(bytes) };
  }
  if (bytes.toString('latin1', 0, 5) === '%PDF-') {
    return { contentType: 'application/pdf', extension: 'pdf', width: null, height: null };
  }
  const svg = svgSize(bytes);
  if (svg) return { contentType: 'image/svg+xml', extension: 'svg', ...svg };
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const noSize = { width: null, height: null };

function jpegSize(bytes: Buffer): { width: number | null; height: number | null } {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return noSize;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    const isStartOfFrame =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isStartOfFrame) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    if (length < 2) return noSize;
    offset += 2 + length;
  }
  return noSize;
}

function webpSize(bytes: Buffer): { width: number | null; height: number | null } {
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ' && bytes.length >= 30) {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && bytes.length >= 30) {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  return noSize;
}

/**
 * An SVG is text whose root element is <svg>, after an optional XML declaration, comments and
 * doctype. Its size comes from the width and height attributes, or else the viewBox.
 */
function svgSize(bytes: Buffer): { width: number | null; height: number | null } | null {
  if (bytes.includes(0)) return null;
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const match =
    /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg(?=[\s>/])([^>]*)>/i.exec(
      head,
    );
  if (!match) return null;
  const tag = match[1] ?? '';
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*["']\\s*([0-9.]+)(?:px)?\\s*["']`, 'i').exec(tag)?.[1];
  const width = Number(attribute('width'));
  const height = Number(attribute('height'));
  if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) };
  const viewBox = /\sviewBox\s*=\s*["']([^"']*)["']/i
    .exec(tag)?.[1]
    ?.trim()
    .split(/[\s,]+/);
  const [, , w, h] = (viewBox ?? []).map(Number);
  if (w && h && w > 0 && h > 0) return { width: Math.round(w), height: Math.round(h) };
  return noSize;
}

/** Declared types browsers send for the same thing. */
const ALIASES: Record<string, FileType> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
  'application/x-pdf': 'application/pdf',
};

/** Whether a declared type agrees with the sniffed one; unknown and generic types agree. */
export function declaredTypeAgrees(declared: string | undefined, sniffed: FileType): boolean {
  const type = declared?.split(';')[0]?.trim().toLowerCase();
  if (!type || type === 'application/octet-stream') return true;
  return (ALIASES[type] ?? type) === sniffed;
}

export const isFileType = (type: string): type is FileType =>
  (FILE_TYPES as readonly string[]).includes(type);
