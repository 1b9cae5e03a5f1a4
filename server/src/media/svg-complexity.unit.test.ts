import { checkSvgComplexity, SVG_LIMITS, SVG_MESSAGES } from './svg-sanitizer';
import { nestedSvg } from '../test-support/heavy-files';

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`;

describe('the SVG complexity check made before cleaning a logo', () => {
  it('passes a logo nested up to the limit, with its elements', () => {
    expect(() => checkSvgComplexity(nestedSvg(SVG_LIMITS.depth - 1).toString())).not.toThrow();
    expect(() => checkSvgComplexity(svg('<path d="M0 0"/>'.repeat(SVG_LIMITS.elements - 1)))).not.toThrow();
  });

  it('refuses one level or one element more, in French', () => {
    expect(() => checkSvgComplexity(nestedSvg(SVG_LIMITS.depth).toString())).toThrow(SVG_MESSAGES.depth);
    expect(() => checkSvgComplexity(svg('<path d="M0 0"/>'.repeat(SVG_LIMITS.elements)))).toThrow(
      SVG_MESSAGES.elements(SVG_LIMITS.elements),
    );
  });

  it('counts siblings as one level, and a self-closed element as none', () => {
    const siblings = '<g><rect/></g>'.repeat(200);
    expect(() => checkSvgComplexity(svg(`<g>${siblings}</g>`))).not.toThrow();
  });

  it('reads a ">" inside a quoted value as part of the tag, and skips comments and declarations', () => {
    const deep = '<g title="a > b" data-x=\'>\'>'.repeat(SVG_LIMITS.depth + 1);
    expect(() => checkSvgComplexity(svg(deep))).toThrow(SVG_MESSAGES.depth);
    const noted = '<!-- <g> --><![CDATA[ <g> ]]>'.repeat(SVG_LIMITS.depth + 1);
    expect(() => checkSvgComplexity(`<?xml version="1.0"?><!DOCTYPE svg>${svg(noted)}`)).not.toThrow();
  });
});
