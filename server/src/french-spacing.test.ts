/**
 * What a person reads from the server (API messages, audit-log details, mails, the start banner, the demo league's
 * texts) spaces French punctuation with a narrow no-break space (`NNBSP` of @league/shared): before « : », « ; », « ? »
 * and « ! », and inside « ». Every string of the server's sources is walked by the scanner the browser packages use
 * too (@league/test-support, where its examples are), so a new message cannot bring back a plain space; English
 * lines for operators (« PostgreSQL: unreachable ») have no space there and pass.
 */
import { piecesOf, plainlySpacedOf } from '@league/test-support';

const SOURCES = __dirname;

describe('French punctuation in what the server says', () => {
  it('finds no plain space before « : ; ? ! » nor inside « » in any string of the sources', async () => {
    const pieces = await piecesOf([SOURCES], SOURCES);
    expect(pieces.length).toBeGreaterThan(2000);
    expect(pieces.map(({ text }) => text)).toContain('Erreur interne du serveur');
    expect(plainlySpacedOf(pieces)).toEqual([]);
  });
});
