/** Small images that carry a change's number, for the crash-safety and full-disk parts. */
import sharp from 'sharp';

/** An SVG logo that carries its change's number, to tell which edit a stored logo came with. */
export const numberedSvg = (n: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#2a9d8f"/>` +
      `<text x="2" y="24">T${n}</text></svg>`,
  );
export const numberedPng = (n: number) =>
  sharp({ create: { width: 24, height: 24, channels: 3, background: { r: n % 256, g: (n * 7) % 256, b: 90 } } })
    .png()
    .toBuffer();
