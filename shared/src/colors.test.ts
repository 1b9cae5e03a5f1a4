import { brightness, chipColors, contrastRatio, textColorOn } from './colors';

describe('team colours', () => {
  it.each([
    ['#ffffff', '#000000'],
    ['#000000', '#ffffff'],
    ['#ffd700', '#000000'],
    ['#0b3d2e', '#ffffff'],
    ['#929292', '#000000'],
    ['#919191', '#ffffff'],
  ])('writes on %s in %s', (colour, text) => {
    expect(textColorOn(colour)).toBe(text);
  });

  it('measures brightness as perceived', () => {
    expect(brightness('#ff0000')).toBeCloseTo(76.245);
  });

  it('refuses what is not #rrggbb', () => {
    expect(() => textColorOn('brown')).toThrow(RangeError);
  });
});

describe('team chips stay readable', () => {
  it.each([
    ['#ffffff', '#ffffff', '#000000'],
    ['#0b3d2e', '#0b3d2e', '#ffffff'],
    ['#ffd700', '#ffd700', '#000000'],
    // mid tones where the 145 rule gives white text under 4.5:1: darkened just enough
    ['#ef6c00', '#bf5600', '#ffffff'],
    ['#558b2f', '#4d7d2a', '#ffffff'],
    ['#d84315', '#cd4014', '#ffffff'],
  ])('%s → background %s, text %s', (colour, background, text) => {
    const chip = chipColors(colour);
    expect(chip).toEqual({ background, text });
    expect(contrastRatio(chip.background, chip.text)).toBeGreaterThanOrEqual(4.5);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#ef6c00', '#ffffff')).toBeCloseTo(3.08, 1);
  });
});
