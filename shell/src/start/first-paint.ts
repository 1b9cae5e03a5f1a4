/** The longest a page's top image may hold the start back: past it, a slow image waits no script. */
export const IMAGE_WAIT_MS = 2500;
/** The longest the start waits for a frame (a page in a background tab paints none: it does not wait at all). */
export const FRAME_WAIT_MS = 1000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the page has been painted with its top image (an `<img fetchpriority="high">`, e.g. Home's banner):
 * the image decoded (or failed), then the frame that shows it. What the page's first screen needs is then on screen
 * before any script spends the phone's processor on the start.
 */
export async function afterFirstPaint(doc: Document): Promise<void> {
  const images = [...doc.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  const decoded = Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  await Promise.race([decoded, delay(IMAGE_WAIT_MS)]);
  await new Promise<void>((resolve) => {
    if (doc.visibilityState === 'hidden') return void setTimeout(resolve, 0);
    doc.defaultView?.requestAnimationFrame(() => setTimeout(resolve, 0)); // the task after the frame: painted
    setTimeout(resolve, FRAME_WAIT_MS);
  });
}
