import { existsSync } from 'node:fs';
import { ensureChromium } from './chromium';
import { SERVER_MAIN } from './server';

export default function globalSetup(): void {
  if (!existsSync(SERVER_MAIN)) throw new Error(`The server is not built (${SERVER_MAIN}): run npm run build first`);
  ensureChromium();
}
