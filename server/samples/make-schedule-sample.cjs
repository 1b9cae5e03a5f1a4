/**
 * Writes samples/schedule-sample.xlsx from samples/schedule-sample.csv (the one source of the sample's rows):
 * `node samples/make-schedule-sample.cjs`. Dates and times become Excel date and time cells, as a person
 * typing them in a spreadsheet would get. A test checks the two samples import the same matches.
 */
const ExcelJS = require('exceljs');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

async function main() {
  const [header, ...rows] = readFileSync(join(__dirname, 'schedule-sample.csv'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split(','));
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date('2026-01-01T00:00:00Z');
  workbook.modified = workbook.created;
  const sheet = workbook.addWorksheet('Calendrier');
  sheet.addRow(header);
  for (const [date, time, ...rest] of rows) {
    const row = sheet.addRow([new Date(`${date}T00:00:00Z`), new Date(`1899-12-30T${time}:00Z`), ...rest]);
    row.getCell(1).numFmt = 'yyyy-mm-dd';
    row.getCell(2).numFmt = 'hh:mm';
    const round = row.getCell(8);
    if (round.value !== '') round.value = Number(round.value);
  }
  sheet.columns.forEach((column) => (column.width = 28));
  await workbook.xlsx.writeFile(join(__dirname, 'schedule-sample.xlsx'));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
