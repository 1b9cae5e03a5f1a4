import { declaredImageKind, imageKindOf, KIND_NAMES, svgText } from './image-kind';

// What an upload says it is and what it holds, without sharp (mutation-tested: `npm run test:mutation server-media`).
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const bytes = (...values: number[]) => Buffer.from(values);
const text = (value: string) => Buffer.from(value, 'utf8');

describe('declaredImageKind', () => {
  it('reads the name’s extension, in any case', () => {
    expect(declaredImageKind('logo.jpg', undefined)).toBe('jpeg');
    expect(declaredImageKind('LOGO.JPEG', undefined)).toBe('jpeg');
    expect(declaredImageKind('a.b.Png', undefined)).toBe('png');
    expect(declaredImageKind('logo.svg', 'image/png')).toBe('svg');
  });

  it('falls back on the declared type when the name says nothing precise', () => {
    expect(declaredImageKind('logo', 'image/png')).toBe('png');
    expect(declaredImageKind('logo.gif', 'IMAGE/JPEG')).toBe('jpeg');
    expect(declaredImageKind(undefined, 'image/svg+xml')).toBe('svg');
    expect(declaredImageKind('logo.svg.', 'image/png')).toBe('png');
    expect(declaredImageKind('svg', 'image/png')).toBe('png');
    expect(declaredImageKind('logo.jpg x', 'image/png')).toBe('png');
    expect(declaredImageKind('logo.sv_g', 'image/png')).toBe('png');
  });

  it('says nothing for anything else', () => {
    expect(declaredImageKind('logo.gif', 'image/gif')).toBeNull();
    expect(declaredImageKind(undefined, undefined)).toBeNull();
    expect(declaredImageKind('logo.toString', 'constructor')).toBeNull();
    expect(declaredImageKind('logo.constructor', 'image/__proto__')).toBeNull();
    expect(declaredImageKind('', '')).toBeNull();
    expect(declaredImageKind('logo.undefined', undefined)).toBeNull();
    expect(declaredImageKind('logo.gif', 'undefined')).toBeNull();
  });
});

describe('imageKindOf', () => {
  it('knows a JPEG and a PNG by their first bytes', () => {
    expect(imageKindOf(bytes(0xff, 0xd8, 0xff))).toBe('jpeg');
    expect(imageKindOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00))).toBe('jpeg');
    expect(imageKindOf(bytes(...PNG_SIGNATURE))).toBe('png');
    expect(imageKindOf(bytes(...PNG_SIGNATURE, 0, 0, 0, 13))).toBe('png');
  });

  it('refuses a near miss', () => {
    expect(imageKindOf(bytes(0xff, 0xd8))).toBeNull();
    expect(imageKindOf(bytes(0xfe, 0xd8, 0xff))).toBeNull();
    expect(imageKindOf(bytes(0xff, 0xd9, 0xff))).toBeNull();
    expect(imageKindOf(bytes(0xff, 0xd8, 0xfe))).toBeNull();
    expect(imageKindOf(bytes(...PNG_SIGNATURE.slice(0, 7)))).toBeNull();
    expect(imageKindOf(bytes(...PNG_SIGNATURE.slice(0, 7), 0x0b))).toBeNull();
    expect(imageKindOf(Buffer.alloc(0))).toBeNull();
    expect(imageKindOf(text('GIF89a'))).toBeNull();
  });

  it('knows an SVG by its first element, after a declaration, comments and a doctype', () => {
    expect(imageKindOf(text('<svg/>'))).toBeNull();
    expect(imageKindOf(text('<svg>'))).toBe('svg');
    expect(imageKindOf(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(imageKindOf(text('\uFEFF<svg>'))).toBe('svg');
    expect(imageKindOf(text('  \n<?xml version="1.0"?>\n<!-- a\nlogo --><svg>'))).toBe('svg');
    expect(
      imageKindOf(
        text('<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" [ <!ENTITY x "y"> ]>\n<SVG>'.replace('SVG>', 'svg>')),
      ),
    ).toBe('svg');
    expect(imageKindOf(text('<!doctype svg>\t<svg\n>'))).toBe('svg');
    expect(imageKindOf(text('<!-- one --><!-- two --> <svg>'))).toBe('svg');
  });

  it('refuses a text whose first element is not <svg>', () => {
    expect(imageKindOf(text('<html><svg></svg></html>'))).toBeNull();
    expect(imageKindOf(text('<svgx>'))).toBeNull();
    expect(imageKindOf(text('<SVG>'))).toBeNull();
    expect(imageKindOf(text('x<svg>'))).toBeNull();
    expect(imageKindOf(text('<!-- unclosed <svg>'))).toBeNull();
    expect(imageKindOf(text('<?xml version="1.0"?>x<svg>'))).toBeNull();
    expect(imageKindOf(bytes(0xc3, 0x28, 0x3c, 0x73, 0x76, 0x67, 0x3e))).toBeNull();
    expect(imageKindOf(text('Bonjour <svg>'))).toBeNull();
  });
});

describe('svgText', () => {
  it('is the whole text, prologue included, without the byte order mark', () => {
    expect(svgText(text('\uFEFF<!-- c --><svg></svg>'))).toBe('<!-- c --><svg></svg>');
    expect(svgText(bytes(0xff, 0xfe))).toBeNull();
    expect(svgText(text('\uFEFF\uFEFF<svg></svg>'))).toBe('<svg></svg>');
    expect(svgText(text('<svg>\uFEFF</svg>'))).toBe('<svg>\uFEFF</svg>');
  });

  it('refuses a text that is not whole UTF-8', () => {
    expect(svgText(Buffer.concat([text('<svg>'), bytes(0xff), text('</svg>')]))).toBeNull();
  });

  it('skips a doctype with a space before its end, and only a prologue', () => {
    expect(svgText(text('<!DOCTYPE svg [ <!ENTITY x "y"> ] >\n<svg>'))).not.toBeNull();
    expect(svgText(text('<!DOCTYPE svg>\n<svg>'))).not.toBeNull();
    expect(svgText(text('<p><!-- c --><svg>'))).toBeNull();
    expect(svgText(text('<p> <svg>'))).toBeNull();
  });
});

describe('KIND_NAMES', () => {
  it('names each kind as a person knows it', () => {
    expect(KIND_NAMES).toEqual({ jpeg: 'JPG', png: 'PNG', svg: 'SVG' });
  });
});
