import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Test images and a multipart body, for the uploads tests (and other areas' tests that upload). */

export const pngImage = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

export const jpegWithExif = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .jpeg()
    .withExifMerge({ IFD0: { Copyright: 'Secret Place', Artist: 'Someone' } })
    .toBuffer();

/** A small PNG whose header claims `width` x `height` (the CRC fixed, so readers believe it). */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngImage(16, 16));
  // Signature (8), IHDR length (4), "IHDR" (4), then width and height; the CRC covers type and data (17 bytes).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A multipart/form-data body with one file part. */
export function multipartBody(file: Buffer, filename: string, contentType: string) {
  const boundary = `----oxstrength${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
