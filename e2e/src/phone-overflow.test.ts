import {
  DEMO_EMAILS,
  DEMO_ROLES,
  horizontalOverflow,
  logInByApi,
  PHONE_WIDTHS,
  settled,
  widestElements,
} from './support/phone';
import { useSite } from './support/site';

const site = useSite();

/** Every route of the site with real values from the demo league. */
const ROUTES = [
  '/',
  '/schedule',
  '/series',
  '/series/42',
  '/ranking',
  '/contact-us',
  '/sponsors',
  '/teams',
  '/teams/Les%20Hiboux%20de%20Dorval',
  '/fields',
  '/freeagents',
  '/resources/r%C3%A8glements_de_la_ligue',
  '/admin',
  '/admin/users',
  '/api',
  '/timeslots',
  '/myaccount/login',
  '/myaccount/register',
  '/myaccount/preferences',
];

describe('no page, and not the navbar, scrolls sideways on a phone', () => {
  it.each(DEMO_ROLES)(
    'for a %s, at 360, 390 and 412 px, on every route',
    async (role) => {
      const { page, context, server } = site;
      const email = DEMO_EMAILS[role];
      if (email) await logInByApi(context, server.url, email);
      await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 740 });
      const overflows: string[] = [];
      for (const route of ROUTES) {
        await page.goto(route);
        await settled(page);
        for (const width of PHONE_WIDTHS) {
          await page.setViewportSize({ width, height: 740 });
          const overflow = await horizontalOverflow(page);
          if (overflow > 0)
            overflows.push(`${route} at ${width} px: ${overflow} px (${(await widestElements(page)).join(' | ')})`);
        }
        await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 740 });
      }
      expect(overflows).toEqual([]);
    },
    240_000,
  );
});

describe('the navbar fits between phone and desktop widths', () => {
  it.each(DEMO_ROLES)('as %s, from 600 to 1280 px', async (role) => {
    const { page, context, server } = site;
    const email = DEMO_EMAILS[role];
    if (email) await logInByApi(context, server.url, email);
    await page.goto('/ranking');
    await settled(page);
    const scrolled: string[] = [];
    for (const width of [600, 900, 1023, 1024, 1100, 1199, 1200, 1280]) {
      await page.setViewportSize({ width, height: 700 });
      const navbar = await page.evaluate(() => {
        const bar = document.querySelector('header')!;
        return bar.scrollWidth - bar.clientWidth;
      });
      if (navbar > 0) scrolled.push(`${width} px: ${navbar} px`);
    }
    expect(scrolled).toEqual([]);
  });
});

describe('the pages with two columns of matches fit between phone and desktop widths', () => {
  it.each(['/', '/schedule', '/teams/Les%20Hiboux%20de%20Dorval'])('%s', async (path) => {
    const { page } = site;
    await page.goto(path);
    await settled(page);
    const overflowing: string[] = [];
    for (const width of [600, 720, 900, 960, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await horizontalOverflow(page);
      if (overflow > 0) overflowing.push(`${width} px: ${overflow} px (${(await widestElements(page)).join(', ')})`);
    }
    expect(overflowing).toEqual([]);
  });
});
