/**
 * What a person reads from the server (API messages, audit-log details, mails, the start banner, the demo league's
 * texts) spaces French punctuation with a narrow no-break space (`NNBSP` of @league/shared): before « : », « ; », « ? »
 * and « ! », and inside « ». Every string of the server's sources is walked, so a new message cannot bring back a
 * plain space; English lines for operators (« PostgreSQL: unreachable ») have no space there and pass.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';

const SOURCES = __dirname;

/** A plain space before the punctuation that French spaces, or inside guillemets. */
const PLAIN_SPACE = [
  /[\p{L}\p{N})»] [:;?!](?=\s|$|<)/u, // 'Équipe inconnue : ', 'puis-je jouer ?</strong>'
  /^ [:;?!](?=\s|$)/, // a template's part after a value: `${team} : …`, or a joiner ' ; '
  /« | »/,
];

function plainlySpaced(text: string): boolean {
  return PLAIN_SPACE.some((pattern) => pattern.test(text));
}

/** The server's own sources: tests and their helpers hold what callers send, not what the server says. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

interface Piece {
  where: string;
  text: string;
}

/** Each string literal and each literal part of a template, with its file and line. */
function stringsOf(file: string): Piece[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const pieces: Piece[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      pieces.push({ where: `${relative(SOURCES, file)}:${line}`, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return pieces;
}

describe('French punctuation in what the server says', () => {
  it.each([
    ['Équipe inconnue : Les Lynx', true],
    ['Équipe inconnue\u202f: Les Lynx', false],
    ['Vous cherchez une équipe ? Écrivez-nous', true],
    ['<strong>Puis-je jouer ?</strong>', true],
    [' ; ', true],
    [' : du 1er mai', true],
    ['Le nom « Les Lynx » est pris', true],
    ['Le nom «\u202fLes Lynx\u202f» est pris', false],
    ['PostgreSQL: unreachable', false],
    ['select "value" from "settings" where "key" = ?', false],
    ['18 h 30', false],
  ])('tells a plain space in « %s »: %p', (text, plain) => {
    expect(plainlySpaced(text)).toBe(plain);
  });

  it('finds no plain space before « : ; ? ! » nor inside « » in any string of the sources', () => {
    const pieces = sourceFiles(SOURCES).flatMap(stringsOf);
    expect(pieces.length).toBeGreaterThan(2000);
    expect(pieces.map(({ text }) => text)).toContain('Erreur interne du serveur');
    const plain = pieces.filter(({ text }) => plainlySpaced(text)).map(({ where, text }) => `${where} « ${text} »`);
    expect(plain).toEqual([]);
  });
});
