// Ambient types for the browser apps.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/** A stylesheet imported for its rules alone (the design tokens and base stylesheet of @league/shared). */
declare module '@league/shared/base.css';

/** The app's release version, from its package.json, set at build time. */
declare const __LEAGUE_VERSION__: string;
