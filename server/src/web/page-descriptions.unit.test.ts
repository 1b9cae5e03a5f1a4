import { NNBSP } from '@league/shared';
import { clipped, plainText } from './page-descriptions';

describe("the pieces of a page's description", () => {
  it('reads league-written HTML as the text a reader sees, entities decoded and spaces as HTML makes them', () => {
    expect(plainText('<p>Ligue <strong>amicale</strong> &amp; mixte</p><p>Depuis&nbsp;1998&#8239;!</p>')).toBe(
      `Ligue amicale & mixte Depuis\u00a01998${NNBSP}!`,
    );
    expect(plainText('<ul><li>Un</li><li>Deux</li></ul><script>alert(1)</script>&lt;b&gt; &#x41; &eacute;')).toBe(
      'Un Deux <b> A &eacute;',
    );
    expect(plainText('  ')).toBe('');
  });

  it('cuts a long description at a word, and keeps a short one and its narrow spaces as they are', () => {
    const short = `En tête${NNBSP}: Les Lions (12 points).`;
    expect(clipped(short)).toBe(short);
    const long = `${'Les Castors de Rosemont, '.repeat(20)}fin.`;
    const cut = clipped(long, 100);
    expect(cut.length).toBeLessThanOrEqual(100);
    expect(cut).toBe(`${long.slice(0, long.lastIndexOf(' ', 98)).replace(/,$/, '')}…`);
    expect(cut).toMatch(/ de…$/);
    expect(clipped('ligne\n  coupée')).toBe('ligne coupée');
  });
});
