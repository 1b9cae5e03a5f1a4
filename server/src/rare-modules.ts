/**
 * A module that only rare requests need (spreadsheets, images, sanitizers, mail), loaded on its first use rather
 * than at start: the server's resident memory stays low. Loaded once; a failed load is tried again.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    if (!loaded) {
      loaded = load();
      loaded.catch(() => (loaded = undefined));
    }
    return loaded;
  };
}

/** the spreadsheet library: backups and schedule imports */
export const loadExcelJs = onFirstUse(async () => (await import('exceljs')).default);
/** libvips: image uploads. One thread per image: on a small machine the other core stays with the event loop. */
export const loadSharp = onFirstUse(async () => {
  const sharp = (await import('sharp')).default;
  sharp.concurrency(1);
  return sharp;
});
/** the HTML and SVG cleaner: information pages' edits and renders, SVG uploads */
export const loadSanitizeHtml = onFirstUse(async () => (await import('sanitize-html')).default);
/** mail: the first message sent */
export const loadNodemailer = onFirstUse(async () => (await import('nodemailer')).default);
