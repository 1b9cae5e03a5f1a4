import { registerHooks } from 'node:module';

/**
 * React's module names as Preact 11 answers them (the table of scripts/preact-aliases.cjs, which the browser builds
 * and jest use): the server's rendering, the server builds it loads, @league/shared and react-router all take
 * Preact's compat when they ask for `react` or `react-dom/server` (docs/decisions/build-and-federation.md).
 */
export const REACT_TO_PREACT: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react-dom/test-utils': 'preact/test-utils',
};

/** Registers the resolve hook for this process's require() and import: imported by main.ts before any module. */
registerHooks({
  resolve: (specifier, context, nextResolve) => nextResolve(REACT_TO_PREACT[specifier] ?? specifier, context),
});
