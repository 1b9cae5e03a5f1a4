/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { piecesOf, plainlySpaced, plainlySpacedOf, productionSources, stringsOf } from './french-spacing';

describe('plainlySpaced', () => {
  it.each([
    ['Équipe inconnue : Les Lynx', true],
    ['Équipe inconnue\u202f: Les Lynx', false],
    ['Quand\\u202f? (an escape a JSX attribute string shows as written)', true],
    ['Équipe inconnue\u00a0: Les Lynx', true],
    ['Vous cherchez une équipe ? Écrivez-nous', true],
    ['Vous cherchez une équipe\u202f? Écrivez-nous', false],
    ['Vous cherchez une équipe ?', true],
    ['<strong>Puis-je jouer ?</strong>', true],
    ['Le nom « Les Lynx » ?', true],
    ['Il demande « Quoi ? » puis repart', true],
    ['Attention !', true],
    ['Attention\u202f!', false],
    [' ; ', true],
    [' : du 1er mai', true],
    ['\u00a0: du 1er mai', true],
    ['Le nom « Les Lynx » est pris', true],
    ['Le nom «\u00a0Les Lynx\u00a0» est pris', true],
    ['Le nom «\u202fLes Lynx\u202f» est pris', false],
    ['PostgreSQL: unreachable', false],
    ['Tab failed:', false],
    ['select "value" from "settings" where "key" = ?', false],
    ['insert into "teams" ("name", "pool") values (?, ?)', false],
    ['a[aria-current="page"] :focus-visible', false],
    ['color: red !important', false],
    ['https://example.org/teams?season=2025&round=2', false],
    ['^(\\w+) ?: (.*)$', false],
    ['18 h 30', false],
  ])('tells a plain space in « %s »: %p', (text, plain) => {
    expect(plainlySpaced(text)).toBe(plain);
  });
});

describe('the walk over sources', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'french-spacing-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  function source(path: string, text: string): string {
    const file = join(root, path);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, text);
    return file;
  }

  it('reads strings, template parts, JSX text and JSX attributes, not comments nor code', async () => {
    const file = source(
      'app/src/page.tsx',
      [
        '// English comment: what is it ? nothing : a comment',
        'const sql = \'select * from "teams" where "name" = ?\';',
        'const pick = (a: boolean) => (a ? 1 : 2);',
        "const joined = ['a', 'b'].join(' ; ');",
        'const said = (team: string) => `${team} : inscrite`;',
        'export function Page({ name }: { name: string }) {',
        '  return (',
        '    <section aria-label="Supprimer ?" title={`Équipe\\u202f: ${name}`}>',
        '      <p>Vous cherchez une équipe ?</p>',
        '      <p>',
        '        Vous n’avez pas de compte',
        '        ?',
        '      </p>',
        '      <p>vers «&nbsp;{name}&#8239;»</p>',
        '      <p>{name} : bienvenue</p>',
        '      <p>Tout va bien{said(name)}</p>',
        '    </section>',
        '  );',
        '}',
      ].join('\n'),
    );
    const pieces = await stringsOf(file, root);
    expect(pieces.map(({ text }) => text)).toEqual(
      expect.arrayContaining(['Équipe\u202f: ', 'Vous n’avez pas de compte ?', 'vers «\u00a0', '\u202f»']),
    );
    expect(pieces.map(({ text }) => text)).not.toContain('English comment: what is it ? nothing : a comment');
    expect(plainlySpacedOf(pieces)).toEqual([
      'app/src/page.tsx:4 «  ;  »',
      'app/src/page.tsx:5 «  : inscrite »',
      'app/src/page.tsx:8 « Supprimer ? »',
      'app/src/page.tsx:9 « Vous cherchez une équipe ? »',
      'app/src/page.tsx:11 « Vous n’avez pas de compte ? »',
      'app/src/page.tsx:14 « vers «\u00a0 »',
      'app/src/page.tsx:15 «  : bienvenue »',
    ]);
  });

  it('walks the production sources only: no tests, no test helpers, no other files', async () => {
    const shown = source('walk/src/team/team-page.tsx', "export const title = 'Équipe : Les Lynx';");
    source('walk/src/team/team-page.test.tsx', "it('shows « Équipe : Les Lynx »', () => {});");
    source('walk/src/team/test-support.ts', "export const said = 'Équipe : Les Lynx';");
    source('walk/src/test/fixture.ts', "export const said = 'Équipe : Les Lynx';");
    source('walk/src/test-support/fixture.ts', "export const said = 'Équipe : Les Lynx';");
    source('walk/src/team/team.module.css', '.x::after { content: " : "; }');
    const plain = source('walk/src/plain.ts', "export const fine = 'Équipe\\u202f: Les Lynx';");
    expect(productionSources(join(root, 'walk')).sort()).toEqual([plain, shown]);
    expect(plainlySpacedOf(await piecesOf([join(root, 'walk')], root))).toEqual([
      'walk/src/team/team-page.tsx:1 « Équipe : Les Lynx »',
    ]);
  });
});
