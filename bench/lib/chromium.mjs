// Debian's Chromium through playwright-core (a dependency of the e2e package), for the benchmarks that load pages.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './big-league.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Flags that keep Chromium quiet on a closed network (../shared/STACK.md trap 9). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// resolved from the e2e package, whatever the hoisting
const { chromium } = createRequire(join(ROOT, 'e2e', 'package.json'))('playwright-core');

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}
