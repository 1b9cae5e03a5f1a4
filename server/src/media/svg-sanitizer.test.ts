import { logoSvg } from '../seed/team-logo';
import { HOSTILE_SVG } from '../test-support/images';
import { sanitizeSvg } from './svg-sanitizer';

const SVG = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">${body}</svg>`;

describe('an uploaded SVG, cleaned on the allow-list', () => {
  it('keeps a drawing whole, names in their case', async () => {
    const logo = logoSvg('Les Huards de Verdun', '#00838f');
    const clean = await sanitizeSvg(logo);
    expect(clean).toContain('viewBox="0 0 128 128"');
    expect(clean).toContain('fill="#00838f"');
    expect(clean).toContain('>HV</text>');
    const gradient = SVG(
      '<defs><linearGradient id="g" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="red"/></linearGradient></defs>' +
        '<style>.a{fill:url(#g)}</style><rect class="a" fill="url(#g)" width="4" height="4"/><use xlink:href="#g"/>',
    );
    const kept = await sanitizeSvg(gradient);
    for (const part of ['<linearGradient id="g" gradientUnits="userSpaceOnUse">', '<style>.a{fill:url(#g)}</style>'])
      expect(kept).toContain(part);
    expect(kept).toContain('fill="url(#g)"');
    expect(kept).toContain('xlink:href="#g"');
  });

  it('loses its scripts, handlers, foreign content, images and outside links', async () => {
    const clean = await sanitizeSvg(HOSTILE_SVG.toString('utf8'));
    expect(clean).toMatch(/^<svg[^>]*><rect width="40" height="40" fill="#2a9d8f"><\/rect>/);
    expect(clean).toContain('<text x="2" y="30">Logo</text>');
    expect(clean).not.toMatch(/script|onload|onclick|ailleurs\.example|foreignObject|javascript:|<image|<a /i);
  });

  it.each([
    ['a style that imports', '<style>@import url(https://ailleurs.example/a.css);</style>', ''],
    ['a style hiding markup', '<style>&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;</style>', ''],
    ['a style fetching through an escape', '<style>.a{fill:\\75 rl(https://ailleurs.example/x)}</style>', ''],
    ['an animation that rewrites a link', '<animate attributeName="href" to="javascript:alert(1)"/>', ''],
    ['a link to data', '<use href="data:image/svg+xml;base64,PHN2Zz4="/>', '<use></use>'],
    ['a quoted outside url', '<rect fill="url(&quot;https://ailleurs.example/p&quot;)"/>', '<rect></rect>'],
  ])('drops %s', async (_case, body, left) => {
    expect(await sanitizeSvg(SVG(`${body}<circle r="1"/>`))).toBe(SVG(`${left}<circle r="1"></circle>`));
  });
});
