// The one launcher of Debian's Chromium, shared with the benchmarks (test-support/src/chromium.cjs).
export { CHROMIUM_PATH, ensureChromium, launchChromium } from '@league/test-support/chromium';
