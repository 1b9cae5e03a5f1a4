/**
 * What the browser shows (pages, dialogs, toasts, aria-labels, the API page's summaries, the schemas' messages)
 * spaces French punctuation with a narrow no-break space (`NNBSP` of ./french-text): before « : », « ; », « ? » and
 * « ! », and inside « ». Every string, template part, JSX text and JSX attribute of the browser packages' production
 * sources is walked by the scanner the server's test uses too (@league/test-support, where its examples are), so a
 * new text cannot bring back a plain space or a wide no-break one; English lines for developers
 * (console.error('Tab failed:', …)) have no space there and pass.
 *
 * @jest-environment node
 */
import { piecesOf, plainlySpacedOf } from '@league/test-support';
import { join } from 'node:path';

const REPOSITORY = join(__dirname, '..', '..');
const BROWSER_PACKAGES = ['shared', 'shell', 'mf-public', 'mf-account', 'mf-admin', 'mf-timeslots'];

describe('French punctuation in what the browser shows', () => {
  it('finds no plain space before « : ; ? ! » nor inside « » in any string of the browser sources', async () => {
    const pieces = await piecesOf(
      BROWSER_PACKAGES.map((name) => join(REPOSITORY, name, 'src')),
      REPOSITORY,
    );
    expect(pieces.length).toBeGreaterThan(5000);
    const folders = new Set(pieces.map(({ where }) => where.split('/')[0]));
    expect([...folders].sort()).toEqual([...BROWSER_PACKAGES].sort());
    expect(pieces.map(({ text }) => text)).toContain('Nous joindre');
    expect(plainlySpacedOf(pieces)).toEqual([]);
  });
});
