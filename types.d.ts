// Ambient types for the browser apps.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/** The app's release version, from its package.json, set at build time. */
declare const __LEAGUE_VERSION__: string;
