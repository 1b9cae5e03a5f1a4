import { contrastRatio } from './colors';
import { applyDesignTokens, designTokens } from './tokens';

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

  it('sets every token on the root and adds the base stylesheet once', () => {
    applyDesignTokens(document.documentElement);
    applyDesignTokens(document.documentElement);
    expect(document.documentElement.style.getPropertyValue('--color-focus')).toBe(designTokens['--color-focus']);
    const sheets = document.querySelectorAll('style#league-base-styles');
    expect(sheets).toHaveLength(1);
    const css = sheets[0]?.textContent ?? '';
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
