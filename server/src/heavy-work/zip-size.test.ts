import ExcelJS from 'exceljs';
import { zipBombXlsx } from '../test-support/heavy-files';
import { assertInflatesWithin } from './zip-size';

const refuse = { unreadable: () => new Error('illisible'), tooLarge: () => new Error('trop gros') };

describe('the inflated size of a zip, counted as it inflates', () => {
  it('passes a real workbook under the limit', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Feuille').addRow(['date', 'heure']);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    await expect(assertInflatesWithin(bytes, 1024 * 1024, refuse)).resolves.toBeUndefined();
  });

  it('refuses a zip bomb before it is inflated whole', async () => {
    const bomb = zipBombXlsx(50 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(100 * 1024);
    await expect(assertInflatesWithin(bomb, 10 * 1024 * 1024, refuse)).rejects.toThrow('trop gros');
  });

  it('refuses a zip whose header understates what it inflates to', async () => {
    const bomb = zipBombXlsx(4 * 1024 * 1024);
    bomb.writeUInt32LE(1024, 22); // the local header's size
    bomb.writeUInt32LE(1024, bomb.length - 22 - 46 - 'xl/worksheets/sheet1.xml'.length + 24); // the directory's
    await expect(assertInflatesWithin(bomb, 1024 * 1024, refuse)).rejects.toThrow(/trop gros|illisible/);
  });

  it('refuses bytes that are not a zip as unreadable', async () => {
    await expect(assertInflatesWithin(Buffer.from('PK\u0003\u0004 pas un zip'), 1024, refuse)).rejects.toThrow(
      'illisible',
    );
  });
});
