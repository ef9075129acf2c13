import { crc32, deflateSync } from 'node:zlib';

/** Small real files for upload tests. */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of the given size, optionally padded (in an ancillary chunk) to `minBytes`. */
export function png(width: number, height: number, minBytes = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height, 0x80);
  for (let row = 0; row < height; row++) raw[row * (width * 3 + 1)] = 0;
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
  ];
  const size = parts.reduce((sum, part) => sum + part.length, 0) + 12;
  if (minBytes > size) parts.push(pngChunk('tEXt', Buffer.alloc(minBytes - size - 12, 0x61)));
  parts.push(pngChunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/** The start of a baseline JPEG: SOI, a JFIF APP0 and a SOF0 with the size (enough to sniff). */
export function jpeg(width: number, height: number): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof0 = [
    0xff,
    0xc0,
    0x00,
    0x11,
    8,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xd9]);
}

export const svg = (attributes = 'width="120" height="80"') =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><script>alert(1)</script><rect width="10" height="10"/></svg>`,
  );

/** A multipart/form-data body, as a browser's FormData would send it. */
export async function multipart(
  fields: { name: string; content: Buffer; fileName?: string; type?: string }[],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const field of fields) {
    if (field.fileName === undefined) form.append(field.name, field.content.toString());
    else {
      form.append(
        field.name,
        new Blob([new Uint8Array(field.content)], { type: field.type ?? '' }),
        field.fileName,
      );
    }
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}
