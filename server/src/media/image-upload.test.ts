import sharp from 'sharp';
import { HOSTILE_SVG, jpegImage, pngImage } from '../test-support/images';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, imageKindOf, prepareImage } from './image-upload';

describe('an uploaded image', () => {
  it('is known by its bytes, whatever its name', async () => {
    expect(imageKindOf(await pngImage())).toBe('png');
    expect(imageKindOf(await jpegImage(10, 10))).toBe('jpeg');
    expect(
      imageKindOf(Buffer.from('<?xml version="1.0"?><!-- logo --><svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBe('svg');
    expect(imageKindOf(Buffer.from('Bonjour, ceci est du texte.'))).toBeNull();
    expect(imageKindOf(Buffer.from('<html><svg></svg></html>'))).toBeNull();
    expect(imageKindOf(Buffer.from('GIF89a……'))).toBeNull();
  });

  it('loses its script, event handlers and outside references when it is an SVG', async () => {
    const image = await prepareImage(HOSTILE_SVG, 'logo');
    const text = image.bytes.toString('utf8');
    expect(image.mime).toBe('image/svg+xml');
    expect(text).toContain('<rect');
    expect(text).not.toMatch(/script|onload|onclick|ailleurs\.example|foreignObject|javascript:/i);
    expect((await sharp(image.bytes).metadata()).format).toBe('svg');
  });

  it('is resized to what the pages show and stored as WebP when it is a photo', async () => {
    const logo = await prepareImage(await pngImage(600, 400), 'logo');
    expect(logo.mime).toBe('image/webp');
    expect(await sharp(logo.bytes).metadata()).toMatchObject({ format: 'webp', width: 256, height: 171 });
    const picture = await prepareImage(await jpegImage(2000, 1500), 'picture');
    expect(await sharp(picture.bytes).metadata()).toMatchObject({ width: 1280, height: 960 });
  });

  it('is named by the hash of what is stored: the same upload twice is one image', async () => {
    const bytes = await pngImage();
    const [first, second] = [await prepareImage(bytes, 'logo'), await prepareImage(bytes, 'logo')];
    expect(first.id).toMatch(/^[0-9a-f]{64}$/);
    expect(second.id).toBe(first.id);
  });

  it.each([
    ['text', Buffer.from('pas une image'), 415, IMAGE_MESSAGES.type],
    [
      'a broken PNG',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('x'.repeat(50))]),
      415,
      IMAGE_MESSAGES.unreadable,
    ],
    ['an empty file', Buffer.alloc(0), 415, IMAGE_MESSAGES.empty],
    ['over 2 MB', Buffer.alloc(IMAGE_MAX_BYTES + 1, 0xff), 413, IMAGE_MESSAGES.tooLarge],
  ])('is refused when it is %s', async (_what, bytes, statusCode, message) => {
    await expect(prepareImage(bytes, 'logo')).rejects.toMatchObject({ statusCode, message });
  });
});
