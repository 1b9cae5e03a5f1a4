/**
 * Files that cost a server more than their size: SVGs of deeply nested groups, a PNG declaring a huge image, a
 * zip bomb dressed as an .xlsx; and an honest, large schedule workbook. Made here, byte by byte, so the suite needs
 * nothing from outside.
 */
import ExcelJS from 'exceljs';
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

/** `depth` nested `<g>`: a few bytes each, and a parser's cost and stack grow with the depth. */
export function nestedSvg(depth: number): Buffer {
  const open = '<g>'.repeat(depth);
  const close = '</g>'.repeat(depth);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${open}<rect width="1" height="1"/>${close}</svg>`,
  );
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header declaring `width` × `height` pixels over a few hundred bytes: decoding it would take gigabytes. */
export function pixelBombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A zip whose one entry, named like a workbook's sheet, inflates to `inflated` bytes of zeros. */
export function zipBombXlsx(inflated: number): Buffer {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const plain = Buffer.alloc(inflated, 0x20);
  const packed = deflateRawSync(plain, { level: 9 });
  const crc = crc32(plain);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(inflated, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(inflated, 24);
  central.writeUInt16LE(name.length, 28);
  const directoryAt = local.length + name.length + packed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return Buffer.concat([local, name, packed, central, name, end]);
}

/** A workbook of `rows` matches of the given teams on the given fields: rounds at noon to 21:00, every day from 2030. */
export async function scheduleWorkbook(
  rows: number,
  teams: string[],
  fields: string[],
  noteLength = 0,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Calendrier');
  sheet.addRow(['date', 'heure', 'domicile', 'visiteur', 'terrain', 'notes']);
  // one match per field at a time, no team twice in a round
  const perRound = Math.min(Math.floor(teams.length / 2), fields.length);
  for (let row = 0; row < rows; row++) {
    const round = Math.floor(row / perRound);
    const slot = row % perRound;
    const start = new Date(Date.UTC(2030, 0, 1 + Math.floor(round / 10), 12 + (round % 10)));
    const shift = round % (teams.length - 1);
    const note = noteLength > 0 ? randomText(noteLength, row) : '';
    sheet.addRow([
      start.toISOString().slice(0, 10),
      start.toISOString().slice(11, 16),
      teams[(slot + shift) % teams.length],
      teams[(teams.length - 1 - slot + shift) % teams.length],
      fields[slot % fields.length],
      note,
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Text that does not compress, so the workbook weighs what a heavy real one would. */
function randomText(length: number, seed: number): string {
  let state = seed + 1;
  let text = '';
  for (let index = 0; index < length; index++) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    text += String.fromCharCode(0x61 + (state % 26));
  }
  return text;
}
