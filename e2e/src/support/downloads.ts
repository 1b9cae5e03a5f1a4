import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';

/** Clicks a link and waits for the file it downloads. */
export async function downloadFrom(page: Page, linkName: string): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: linkName }).click(),
  ]);
  return download;
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
