import { chromium } from 'playwright-core';
const BASE = 'http://127.0.0.1:8091';
const PASSWORD = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
const problems = [];
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`); });
page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
const keep = (sel) => page.addInitScript((kept) => {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    window.serverNodes = [...document.querySelectorAll(kept)];
  });
}, sel);
await keep('#root *');
async function visit(path, check) {
  problems.length = 0;
  const t = Date.now();
  await page.goto(BASE + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(800);
  const kept = await page.evaluate(() => { const n = window.serverNodes ?? []; return { server: n.length, kept: n.filter((x) => x.isConnected).length }; });
  const h1 = await page.locator('h1, h2').first().textContent().catch(() => null);
  const extra = check ? await check() : '';
  console.log(`${path}: ${Date.now() - t} ms, nodes server ${kept.server} kept ${kept.kept}, title « ${h1} » ${extra} problems: ${JSON.stringify(problems)}`);
  await page.screenshot({ path: `/tmp/wt-preact-shot-${path.replace(/\W+/g, '_')}.png` });
}
await visit('/');
await visit('/ranking');
await visit('/schedule', async () => `selects: ${await page.locator('select').count()}`);
await visit('/teams/Les%20Bernaches%20de%20Boucherville');
// login through the dialog
problems.length = 0;
await page.getByRole('button', { name: 'Se connecter' }).first().click();
const dialog = page.getByRole('dialog', { name: 'Connexion' });
await dialog.getByLabel('Courriel').fill('admin@ligue.test');
await dialog.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
await dialog.getByRole('button', { name: 'Se connecter' }).click();
await dialog.waitFor({ state: 'hidden', timeout: 10000 }).then(() => console.log('login: dialog closed'), () => console.log('login: dialog still open'));
console.log('login problems', JSON.stringify(problems));
await keep('section[aria-labelledby="approvals-title"] article');
await visit('/admin/approbations', async () => {
  await page.locator('section[aria-labelledby="approvals-title"] input[type=checkbox]:not([disabled])').first().waitFor({ timeout: 10000 });
  const boxes = page.getByRole('checkbox', { name: /^Choisir / });
  const n = await boxes.count();
  if (n) { await boxes.first().check(); }
  const approveSel = await page.getByRole('button', { name: /Approuver la sélection/ }).textContent();
  return `articles ${await page.locator('section[aria-labelledby="approvals-title"] article').count()}, ${approveSel}`;
});
await visit('/timeslots');
await browser.close();
