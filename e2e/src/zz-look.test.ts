import { logInByApi, settled } from './support/phone';
import { useSite } from './support/site';
const site = useSite();
it('look', async () => {
  const ctx = await site.browser.newContext({
    baseURL: site.server.url,
    deviceScaleFactor: 2,
    viewport: { width: 360, height: 640 },
  });
  const page = await ctx.newPage();
  await page.goto('/');
  await settled(page);
  await page.screenshot({ path: '/tmp/x/v-home-top.png' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.screenshot({ path: '/tmp/x/v-home-bottom.png' });
  await page.goto('/ranking');
  await settled(page);
  await page.screenshot({ path: '/tmp/x/v-ranking.png' });
  await page.getByRole('button', { name: 'Menu principal' }).click();
  await page.waitForTimeout(200);
  await page.screenshot({ path: '/tmp/x/v-drawer-visitor.png' });
  await logInByApi(ctx, site.server.url, 'admin@ligue.test');
  await page.goto('/');
  await settled(page);
  await page.getByRole('button', { name: 'Menu principal' }).click();
  await page.waitForTimeout(200);
  await page.evaluate(() => document.getElementById('main-menu')!.scrollTo(0, 9999));
  await page.screenshot({ path: '/tmp/x/v-drawer-admin.png' });
  await ctx.close();
  const wide = await site.browser.newContext({ baseURL: site.server.url, viewport: { width: 1280, height: 400 } });
  const p2 = await wide.newPage();
  await logInByApi(wide, site.server.url, 'membre@ligue.test');
  await p2.goto('/');
  await settled(p2);
  await p2.getByRole('button', { name: 'Équipes favorites' }).click();
  await p2.screenshot({ path: '/tmp/x/v-wide-member.png' });
  await p2.getByRole('button', { name: /Sophie/ }).click();
  await p2.screenshot({ path: '/tmp/x/v-wide-usermenu.png' });
  await wide.close();
});
