import { brightness, textColorOn } from './colors';

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
