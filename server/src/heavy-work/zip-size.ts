import type { Entry, ZipFile } from 'yauzl';

/**
 * Checks that a zip (an .xlsx) inflates to at most `limit` bytes before a spreadsheet library unpacks it whole: a
 * zip bomb (a few kB that inflate to gigabytes) is refused. Sizes are counted as the bytes come out, not read from
 * the headers, which a forged file can lie in; inflating stops at the limit.
 */
export async function assertInflatesWithin(
  bytes: Buffer,
  limit: number,
  refuse: { unreadable: () => Error; tooLarge: () => Error },
): Promise<void> {
  const { fromBuffer } = await import('yauzl');
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    fromBuffer(bytes, { lazyEntries: true }, (error, opened) =>
      error ? reject(refuse.unreadable()) : resolve(opened),
    ),
  );
  let total = 0;
  await new Promise<void>((resolve, reject) => {
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      zip.close();
      reject(error);
    };
    zip.on('error', () => fail(refuse.unreadable()));
    zip.on('end', resolve);
    zip.on('entry', (entry: Entry) => {
      if (entry.uncompressedSize + total > limit) return fail(refuse.tooLarge());
      zip.openReadStream(entry, (error, stream) => {
        if (error) return fail(refuse.unreadable());
        stream.on('data', (chunk: Buffer) => {
          total += chunk.length;
          if (total > limit) {
            stream.destroy();
            fail(refuse.tooLarge());
          }
        });
        stream.on('error', () => fail(refuse.unreadable()));
        stream.on('end', () => zip.readEntry());
      });
    });
    zip.readEntry();
  });
}
