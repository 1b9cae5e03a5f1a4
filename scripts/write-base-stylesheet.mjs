// Writes @league/shared's design tokens and base stylesheet (src/tokens.ts) as a CSS file, which the shell imports:
// the browser then reads them as CSS, not as text in the shared singleton's JavaScript.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const [tokensModule, cssFile] = process.argv.slice(2);
if (!tokensModule || !cssFile)
  throw new Error('usage: write-base-stylesheet.mjs <built CommonJS tokens.js> <css file>');
const { designTokensStyleSheet } = createRequire(import.meta.url)(resolve(tokensModule));
writeFileSync(cssFile, `${designTokensStyleSheet()}\n`);
