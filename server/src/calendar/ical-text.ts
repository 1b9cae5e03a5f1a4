/**
 * The few rules of iCalendar's text form (RFC 5545, sections 3.1 and 3.3.11) the feeds need: content lines ended by
 * CRLF, folded so that no line is longer than 75 octets, never inside a UTF-8 character, and TEXT values escaped.
 */

const LINE_OCTETS = 75;
const CRLF = '\r\n';

// eslint-disable-next-line no-control-regex -- control characters are what is dropped
const TO_ESCAPE = /[\\;,\n]|\r\n?|[\u0000-\u0008\u000b-\u001f\u007f]/g;
const ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\\\',
  ';': '\\;',
  ',': '\\,',
  '\n': '\\n',
  '\r': '\\n',
  '\r\n': '\\n',
};

/** A TEXT value: backslash, semicolon, comma and line breaks escaped; other control characters (but tab) dropped. */
export function escapeText(value: string): string {
  return value.replace(TO_ESCAPE, (found) => ESCAPES[found] ?? '');
}

/**
 * One content line, folded: at most 75 octets a line (the space that starts a continuation line counts), cut only
 * between characters, so a multi-octet character (or a surrogate pair) is never split.
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= LINE_OCTETS) return line;
  const lines: string[] = [];
  let [start, octets] = [0, 0];
  for (let index = 0; index < line.length; index++) {
    const code = line.charCodeAt(index);
    const pair = code >= 0xd800 && code <= 0xdbff && index + 1 < line.length;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : pair ? 4 : 3;
    if (octets + size > LINE_OCTETS) {
      lines.push(line.slice(start, index));
      [start, octets] = [index, 1];
    }
    octets += size;
    if (pair) index += 1;
  }
  lines.push(line.slice(start));
  return lines.join(`${CRLF} `);
}

/** Parameters of a property: `TZID=America/Toronto`, `VALUE=DURATION`. */
export type Parameters = Readonly<Record<string, string>>;

/** `NAME;PARAM=value:value`, folded. The value is written as given: escape TEXT values with `escapeText`. */
export function contentLine(name: string, value: string, parameters: Parameters = {}): string {
  const params = Object.entries(parameters)
    .map(([key, param]) => `;${key}=${/[:;,]/.test(param) ? `"${param.replace(/"/g, '')}"` : param}`)
    .join('');
  return foldLine(`${name}${params}:${value}`);
}

/** The lines of a calendar object, each ended by CRLF (the last one too). */
export function joinLines(lines: readonly string[]): string {
  return lines.map((line) => line + CRLF).join('');
}
