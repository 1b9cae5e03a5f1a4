import sharp from 'sharp';

/** Images for upload tests, made on the spot. */
export function pngImage(width = 600, height = 400, colour = '#1f77b4'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();
}

export function jpegImage(width = 2000, height = 1500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();
}

export const HOSTILE_SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ' +
    'width="40" height="40" onload="alert(1)"><script>alert(2)</script>' +
    '<rect width="40" height="40" fill="#2a9d8f" onclick="alert(3)"/>' +
    '<image xlink:href="https://ailleurs.example/pixel.png" width="1" height="1"/>' +
    '<circle cx="20" cy="20" r="5" style="fill: url(https://ailleurs.example/x.svg#p)"/>' +
    '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>' +
    '<a href="javascript:alert(4)"><text x="2" y="30">Logo</text></a></svg>',
);
