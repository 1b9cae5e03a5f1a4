import { contentLine, escapeText, foldLine, joinLines } from './ical-text';

const octets = (text: string) => Buffer.byteLength(text);
/** Each physical line decoded alone: a line cut inside a UTF-8 character throws. */
const strictLines = (folded: string) => {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return folded.split('\r\n').map((line) => decoder.decode(Buffer.from(line)));
};
/** RFC 5545 unfolding (section 3.1): a CRLF followed by one space or tab goes. */
const unfold = (folded: string) => folded.replace(/\r\n[ \t]/g, '');

describe('iCalendar text', () => {
  it.each([
    ['a, b; c', 'a\\, b\\; c'],
    ['C:\\dossier', 'C:\\\\dossier'],
    ['une ligne\npuis une autre\r\net une troisième\rfin', 'une ligne\\npuis une autre\\net une troisième\\nfin'],
    ['tab\tgardée, cloche\u0007 retirée', 'tab\tgardée\\, cloche retirée'],
    ['Résultat\u202f: Lions 7', 'Résultat\u202f: Lions 7'],
  ])('escapes the TEXT value %j', (value, escaped) => {
    expect(escapeText(value)).toBe(escaped);
  });

  it('leaves a line of 75 octets whole, and folds one of 76', () => {
    const whole = 'X'.repeat(75);
    expect(foldLine(whole)).toBe(whole);
    expect(foldLine(`${whole}Y`)).toBe(`${whole}\r\n Y`);
  });

  it('folds at 75 octets counting the leading space, never inside a UTF-8 character', () => {
    const line = `LOCATION:${'Parc Émile-Légaré, 1234 rue de l’Église-Saint-Évariste, Montréal (Québec) '.repeat(4)}`;
    const folded = foldLine(line);
    const lines = strictLines(folded);
    expect(lines.length).toBeGreaterThan(4);
    for (const physical of lines) expect(octets(physical)).toBeLessThanOrEqual(75);
    // every line but the last is full, or one character short when the next character would not fit
    for (const physical of lines.slice(0, -1)) expect(octets(physical)).toBeGreaterThan(72);
    for (const physical of lines.slice(1)) expect(physical.startsWith(' ')).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it('keeps four-octet characters and their surrogate pairs whole', () => {
    const line = `SUMMARY:${'⚾🏆'.repeat(30)}`;
    const folded = foldLine(line);
    for (const physical of strictLines(folded)) expect(octets(physical)).toBeLessThanOrEqual(75);
    expect(unfold(folded)).toBe(line);
  });

  it('writes parameters, quoting a value that holds a colon, a semicolon or a comma', () => {
    expect(contentLine('DTSTART', '20261031T190000', { TZID: 'America/Montreal' })).toBe(
      'DTSTART;TZID=America/Montreal:20261031T190000',
    );
    expect(contentLine('X-TEST', 'v', { NAME: 'a:b' })).toBe('X-TEST;NAME="a:b":v');
  });

  it('ends every line with CRLF, the last one too', () => {
    expect(joinLines(['BEGIN:VCALENDAR', 'END:VCALENDAR'])).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });
});
