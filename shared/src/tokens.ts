import { BASE_STYLES } from './ui/base-styles';

/** Design tokens: colours, spacing and type, defined once and applied as CSS custom properties. */
export const designTokens = {
  '--color-primary': '#0b3d2e',
  '--color-primary-contrast': '#ffffff',
  '--color-accent': '#d98e04',
  '--color-surface': '#ffffff',
  '--color-background': '#f3f5f4',
  '--color-text': '#1b1f1d',
  '--color-muted': '#5b6661',
  '--color-danger': '#b3261e',
  '--color-border': '#d5dcd8',
  /** every link of every app: 4.5:1 on surface and background */
  '--color-link': '#0b5cad',
  /** the focus ring: 3:1 on surface, background and the primary (navbar) colour alike */
  '--color-focus': '#c26f00',
  /** the edge of a form control (input, select, radio, checkbox): 3:1 on the surface */
  '--color-control-border': '#7a8580',
  '--space-1': '4px',
  '--space-2': '8px',
  '--space-3': '12px',
  '--space-4': '16px',
  '--space-6': '24px',
  '--radius': '8px',
  '--font-body': "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  '--font-size-base': '16px',
  '--navbar-height': '56px',
} as const;

/**
 * The tokens and the base stylesheet every app shares (links, focus rings, form controls, built on the tokens) as one
 * stylesheet: @league/shared's build writes it to `base.css` (scripts/write-base-stylesheet.mjs), which the shell
 * imports: a CSS file of its start chunk, inlined in the pages the server renders, loaded with the chunk in the others.
 * A feature's own CSS module still wins over it.
 */
export function designTokensStyleSheet(): string {
  const tokens = Object.entries(designTokens)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${tokens}}${BASE_STYLES}`;
}
