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

export function applyDesignTokens(root: HTMLElement): void {
  for (const [name, value] of Object.entries(designTokens)) root.style.setProperty(name, value);
}
