import { applyDesignTokens } from '@league/shared';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadConfig } from './config/load-config';
import { connectRemotes } from './federation/federation-runtime';

async function start() {
  applyDesignTokens(document.documentElement);
  const config = await loadConfig();
  const loader = connectRemotes(config.cfg.pjc);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(<App loader={loader} />);
}

void start();
