import { NNBSP } from '@league/shared';
import { engineOf } from './db/database';
import { outboxDir, type ServerConfig } from './env';
import { DEMO_ACCOUNTS, DEMO_EMAILS } from './seed/demo-accounts';
import { formatPasswordTable } from './seed/demo-passwords';
import type { DemoAccounts } from './startup';

const RESEED = 'DEMO_PASSWORD=<mot de passe> npm run seed -- --reset (remplace toutes les données)';

function databaseLine(url: string): string {
  if (engineOf(url) === 'sqlite') return `Base de données${NNBSP}: SQLite, ${url}`;
  const parsed = new URL(url);
  parsed.password = parsed.password ? '***' : '';
  return `Base de données${NNBSP}: PostgreSQL, ${parsed.toString()}`;
}

function demoLines(demo: DemoAccounts): string[] {
  if (!demo.loaded && demo.reason === 'SEED=none') return [`Ligue de démonstration${NNBSP}: non chargée (SEED=none).`];
  if (!demo.loaded) {
    return [
      `Comptes de démonstration${NNBSP}: ${DEMO_ACCOUNTS.map((account) => DEMO_EMAILS[account]).join(', ')}`,
      'avec les mots de passe affichés à leur création (la base contenait déjà des données).',
      `Pour en choisir un${NNBSP}: ${RESEED}.`,
    ];
  }
  const how = demo.fromDemoPassword
    ? `mot de passe${NNBSP}: celui de DEMO_PASSWORD`
    : 'mots de passe tirés au hasard, affichés cette fois seulement';
  return [
    `Comptes de démonstration (${how})${NNBSP}:`,
    ...formatPasswordTable(demo.passwords).split('\n'),
    ...(demo.fromDemoPassword ? [] : [`Pour choisir le mot de passe${NNBSP}: ${RESEED}.`]),
  ];
}

function mailLine(config: ServerConfig): string {
  if (!config.smtpUrl)
    return `Courriels${NNBSP}: aucun serveur SMTP (SMTP_URL), chaque courriel est écrit dans ${outboxDir(config)}`;
  return `Courriels${NNBSP}: envoyés par ${new URL(config.smtpUrl).host} (SMTP_URL), expéditeur ${config.mailFrom}`;
}

/** The block that ends the start output: where the site is, how to log in, where mail goes. */
export function startBanner(url: string, config: ServerConfig, demo: DemoAccounts): string {
  const lines = [
    `Le site de la ligue est prêt${NNBSP}: ${url}`,
    databaseLine(config.databaseUrl),
    '',
    ...demoLines(demo),
    ...(config.bootstrapAdmin ? [`Administrateur (ADMIN_EMAIL)${NNBSP}: ${config.bootstrapAdmin.email}`] : []),
    '',
    mailLine(config),
    `Arrêter${NNBSP}: Ctrl+C`,
  ];
  const rule = '─'.repeat(Math.min(100, Math.max(...lines.map((line) => line.length))));
  return ['', rule, ...lines, rule, ''].map((line) => (line ? `  ${line}` : line)).join('\n');
}
