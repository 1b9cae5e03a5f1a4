import { contrastRatio } from './colors';
import { designTokens, designTokensStyleSheet } from './tokens';

describe('design tokens', () => {
  it.each([
    ['the focus ring', designTokens['--color-focus'], designTokens['--color-surface'], 3],
    ['the focus ring', designTokens['--color-focus'], designTokens['--color-background'], 3],
    ['the focus ring', designTokens['--color-focus'], designTokens['--color-primary'], 3],
    ['a link', designTokens['--color-link'], designTokens['--color-surface'], 4.5],
    ['a link', designTokens['--color-link'], designTokens['--color-background'], 4.5],
    ['a control edge', designTokens['--color-control-border'], designTokens['--color-surface'], 3],
  ])('%s (%s) reads on %s at %p:1 at least', (_what, colour, on, minimum) => {
    expect(contrastRatio(colour, on)).toBeGreaterThanOrEqual(minimum);
  });

  it('makes one stylesheet of every token and the base rules', () => {
    const css = designTokensStyleSheet();
    for (const [name, value] of Object.entries(designTokens)) expect(css).toContain(`${name}:${value}`);
    for (const rule of [
      ':where(a) { color: var(--color-link)',
      ':where(:focus-visible) { outline: 3px solid var(--color-focus)',
      "input[type='radio']",
      "input[type='checkbox']",
      ':where(select)',
      "input[type='date']",
      ':where([data-dialog-close])',
      '.league-field',
      '.league-button,',
      ':where(.league-button-primary) {',
      ':where(.league-stack, .league-form) {',
      ':where(.league-cluster, .league-bar) {',
      ':where(.league-bar) { justify-content: space-between; }',
      ':where(.league-card) {',
    ])
      expect(css).toContain(rule);
  });
});
