import { readCsv } from './import-file';
import { instantOf } from './import-rows';

describe('reading a CSV', () => {
  it.each([
    [
      'commas',
      'a,b\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'semicolons (a French spreadsheet)',
      'a;b\r\n1;2\r\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'quoted separators, quotes and line breaks',
      'a,b\n"x, y","dit ""oui""\net non"',
      [
        ['a', 'b'],
        ['x, y', 'dit "oui"\net non'],
      ],
    ],
    [
      'blank lines skipped',
      'a,b\n\n1,2\n,\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
  ])('with %s', (_, text, cells) => {
    expect(readCsv(text).map((row) => row.cells)).toEqual(cells);
  });

  it('numbers rows by their line in the file, after blank and multi-line rows', () => {
    expect(readCsv('a,b\n"1\n2",3\n\n4,5').map((row) => row.line)).toEqual([1, 2, 5]);
  });
});

describe('a local date and time in the league time zone', () => {
  it.each([
    ['2027-05-03', '19:00', '2027-05-03T23:00:00.000Z'],
    ['2027-01-15', '19h30', '2027-01-16T00:30:00.000Z'],
    ['2027-02-30', '19:00', null],
    ['2027-05-03', '24:00', null],
    ['03/05/2027', '19:00', null],
    ['2027-05-03', 'soir', null],
  ])('%s %s is %s', (date, time, instant) => {
    expect(instantOf(date, time, 'America/Toronto')).toBe(instant);
  });
});
