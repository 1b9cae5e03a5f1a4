import { pageLinkAttributes } from './html-allow-list';
import { svgValueKept } from './schemas/svg-allow-list';

describe('the allow-list of league-written HTML and uploaded SVG', () => {
  it.each([
    [
      'https://ligue.example/a?b=1',
      { href: 'https://ligue.example/a?b=1', target: '_blank', rel: 'noopener noreferrer' },
    ],
    [' mailto:info@ligue.example ', { href: 'mailto:info@ligue.example' }],
    ['javascript:alert(1)', {}],
    ['JaVa\tScript:alert(1)', {}],
    ['/contact', {}],
    [null, {}],
  ])('writes the link to %p with %p', (href, attributes) => {
    expect(pageLinkAttributes(href)).toEqual(attributes);
  });

  it.each([
    ['fill', 'url(#gradient)', true],
    ['style', "fill: url( '#gradient')", true],
    ['href', '#shape', true],
    ['xlink:href', ' #shape', true],
    ['fill', '#2a9d8f', true],
    ['href', 'https://ailleurs.example/x.svg#p', false],
    ['xlink:href', 'data:image/png;base64,AAAA', false],
    ['style', 'fill: url(https://ailleurs.example/x.svg#p)', false],
    ['style', 'fill: URL("//ailleurs.example/x")', false],
    ['style', '@import "https://ailleurs.example/a.css"', false],
    ['style', 'fill: \\75 rl(https://ailleurs.example/x)', false],
  ])('keeps %s="%s": %p', (name, value, kept) => {
    expect(svgValueKept(name, value)).toBe(kept);
  });
});
