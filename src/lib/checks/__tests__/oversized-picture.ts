/**
 * Pictures that say in their header that they have more pixels than the site takes, made in a test
 * instead of kept in git: a real one of 30,000 × 30,000 pixels of one colour is 150 KB of PNG, and
 * what the checks read is its header alone. Shared by the unit tests of the picture check
 * (picture-file.test.ts) and of the CMS's upload check (src/admin/__tests__/upload-check.test.ts),
 * and by the build test (tests/build/content-errors.test.ts).
 */
import { crc32 } from 'node:zlib';

/** One chunk of a PNG: its length, type, data and checksum. */
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/**
 * A PNG of `width` × `height` black and white pixels as far as its header goes, in 45 bytes: the
 * signature, the header chunk (IHDR) and the end, without the pixels.
 */
export function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // One bit per pixel, greyscale; default compression, filter and no interlacing.
  header[8] = 1;
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    chunk('IHDR', header),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * `jpeg` with the width and height of its frame header (SOF0, SOF1 or SOF2) changed: a camera's
 * photo whose size stands behind its metadata, as in every JPEG with EXIF or a colour profile.
 */
export function resizedJpegHeader(jpeg: Uint8Array, width: number, height: number): Buffer {
  const bytes = Buffer.from(jpeg);
  for (let at = 2; at + 9 < bytes.length;) {
    const marker = bytes[at + 1] ?? 0;
    if (bytes[at] !== 0xff) throw new Error('not a JPEG segment');
    if (marker >= 0xc0 && marker <= 0xc2) {
      bytes.writeUInt16BE(height, at + 5);
      bytes.writeUInt16BE(width, at + 7);
      return bytes;
    }
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw new Error('no frame header');
}
