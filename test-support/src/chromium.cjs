// Debian's Chromium through playwright-core, for the e2e tests and the benchmarks that load pages. Plain CommonJS
// so that both take it as it is: the benchmarks are ESM scripts run by node, the e2e tests TypeScript run by jest.
const { execFileSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const { createRequire } = require('node:module');
const { join } = require('node:path');

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium quiet on a closed network (../shared/STACK.md trap 9). */
const CHROMIUM_FLAGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/** Debian's Chromium, installed with apt-get when missing; never a browser downloaded from elsewhere. */
function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}: install it with 'sudo apt-get install -y chromium'`);
  }
  console.log(`Chromium is missing at ${CHROMIUM_PATH}: installing Debian's package with apt-get…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get ran but ${CHROMIUM_PATH} is still missing`);
}

/** Headless Chromium; playwright-core is the e2e package's dependency, resolved from there whatever the hoisting. */
function launchChromium() {
  const { chromium } = createRequire(join(__dirname, '..', '..', 'e2e', 'package.json'))('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS] });
}

exports.CHROMIUM_PATH = CHROMIUM_PATH;
exports.CHROMIUM_FLAGS = CHROMIUM_FLAGS;
exports.ensureChromium = ensureChromium;
exports.launchChromium = launchChromium;
