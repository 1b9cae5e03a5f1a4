/**
 * The one scanner of French punctuation spacing, for the server's test and the browser packages' test: what a
 * person reads puts a narrow no-break space (U+202F, `NNBSP` of @league/shared) before « : », « ; », « ? » and
 * « ! », and inside « ». It walks every string literal, every literal part of a template, every JSX text and every
 * JSX attribute string of the production sources, and tells the ones with a plain space (U+0020) or a no-break
 * space (U+00A0, the wide one) there. Comments are not strings and are not read; code held in strings (SQL's
 * `= ?`, selectors, CSS, `a ? b : c` outside a string) does not match the patterns, and English lines for
 * developers (« Tab failed: », no space) pass.
 *
 * TypeScript's parser is loaded on the first walk, not on import: the browser apps' jsdom tests load this
 * package's main entry and would otherwise pay for it in every file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type * as TypeScript from 'typescript';

/** A space that is not the narrow no-break one: the plain space, or the no-break space U+00A0. */
const WIDE = '[ \\u00a0]';

/** What French spaces with U+202F, found with a wider space. */
const WIDELY_SPACED = [
  // 'Équipe inconnue : ', 'puis-je jouer ?</strong>', '« Les Lynx » ?', 'Quoi ?" dit-il'
  new RegExp(`[\\p{L}\\p{N})»’…]${WIDE}[:;?!](?=[\\s<"'’)»]|$)`, 'u'),
  // a template's part after a value, `${team} : …`, a JSX text after an expression, a joiner ' ; '
  new RegExp(`^${WIDE}[:;?!](?=\\s|$)`),
  new RegExp(`«${WIDE}|${WIDE}»`),
  // a JSX attribute string reads no escape: label="Quand\u202f?" shows the six characters, not the space
  /\\u202f/i,
];

/** Whether a text has a plain (or wide no-break) space before « : ; ? ! » or inside « ». */
export function plainlySpaced(text: string): boolean {
  return WIDELY_SPACED.some((pattern) => pattern.test(text));
}

/**
 * The production sources under a folder: .ts and .tsx files, without tests (*.test.*) and their helpers (the
 * folders `test` and `test-support`, the files `test-support.ts(x)`), which hold what callers send, not what is shown.
 */
export function productionSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return ['test', 'test-support'].includes(entry.name) ? [] : productionSources(path);
    const source = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return source && !/^test-support\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

export interface Piece {
  /** 'mf-public/src/home/home-page.tsx:12', relative to the root the caller gives. */
  where: string;
  /** The text as it is shown: escapes and HTML entities decoded, a JSX text's lines joined as React joins them. */
  text: string;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  apos: "'",
  gt: '>',
  laquo: '«',
  lt: '<',
  nbsp: '\u00a0',
  quot: '"',
  raquo: '»',
};

/** JSX text and attribute strings take HTML entities: '«&nbsp;' is shown as '«' and U+00A0. */
function withEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * A JSX text as React receives it: each line trimmed of its indentation, blank lines dropped, the others joined by
 * one plain space, so 'compte' at a line's end and '?' on the next are shown as 'compte ?'.
 */
function shownJsxText(raw: string): string {
  const lines = raw.replace(/\t/g, ' ').split(/\r\n|\n|\r/);
  const lastFilled = lines.reduce((last, line, index) => (/[^ ]/.test(line) ? index : last), 0);
  return lines
    .map((line, index) => {
      const start = index === 0 ? line : line.replace(/^ +/, '');
      return index === lines.length - 1 ? start : start.replace(/ +$/, '');
    })
    .map((line, index) => (line && index !== lastFilled ? `${line} ` : line))
    .join('');
}

let parser: Promise<typeof TypeScript> | undefined;

/** Each string literal, literal part of a template, JSX text and JSX attribute string of a file, with its line. */
export async function stringsOf(file: string, root: string): Promise<Piece[]> {
  parser ??= import('typescript');
  const ts = await parser;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const pieces: Piece[] = [];
  const keep = (node: TypeScript.Node, text: string): void => {
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    pieces.push({ where: `${relative(root, file)}:${line}`, text });
  };
  const visit = (node: TypeScript.Node): void => {
    if (ts.isJsxText(node)) {
      if (!node.containsOnlyTriviaWhiteSpaces) keep(node, withEntities(shownJsxText(node.text)));
    } else if (ts.isStringLiteral(node) && ts.isJsxAttribute(node.parent)) {
      keep(node, withEntities(node.text));
    } else if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      keep(node, node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return pieces;
}

/** The pieces of every production source under the folders. */
export async function piecesOf(folders: readonly string[], root: string): Promise<Piece[]> {
  const files = folders.flatMap(productionSources);
  return (await Promise.all(files.map((file) => stringsOf(file, root)))).flat();
}

/** The plainly spaced pieces, one line each: 'where « text »', to read in a failing test's diff. */
export function plainlySpacedOf(pieces: readonly Piece[]): string[] {
  return pieces.filter(({ text }) => plainlySpaced(text)).map(({ where, text }) => `${where} « ${text} »`);
}
