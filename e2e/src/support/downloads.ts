import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';

/**
 * Clicks a link and waits for the file it downloads. A click that started no download within 15 s is made once more:
 * seen twice in CI on a loaded machine, never alone (docs/decisions/testing-and-ci.md « One more click on a download
 * link that started nothing »).
 */
export async function downloadFrom(page: Page, linkName: string): Promise<Download> {
  const link = page.getByRole('link', { name: linkName });
  for (let attempt = 1; ; attempt += 1) {
    const download = page.waitForEvent('download', { timeout: 15_000 });
    await link.click();
    try {
      return await download;
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
}

export const bytesOf = async (download: Download) => readFile(await download.path());

/** A downloaded workbook, read back by exceljs. */
export async function workbookOf(download: Download): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await bytesOf(download)) as unknown as ExcelJS.Buffer);
  return book;
}

/** How many pages a PDF holds: the largest /Count, its page tree's root (Chromium writes it uncompressed). */
export function pageCount(pdf: Buffer): number {
  return Math.max(0, ...[...pdf.toString('latin1').matchAll(/\/Count\s+(\d+)/g)].map((match) => Number(match[1])));
}
