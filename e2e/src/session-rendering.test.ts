import { consoleProblems } from './support/console';
import { keepServerNodes, serverNodesKept } from './support/hydration';
import { DEMO_EMAILS } from './support/phone';
import { useSite } from './support/site';

// A captain's and an administrator's time slots come rendered from the server with their session, and the browser
// hydrates them with the data in the page.

const site = useSite();
const WIDE = { width: 1280, height: 900 };
const SLOTS_READ = '/api/timeslots/filtered';

describe('the time slots page, rendered with the session', () => {
  it.each([
    ['a captain', DEMO_EMAILS.captain],
    ['an administrator', DEMO_EMAILS.admin],
  ])('hydrates for %s without a console error or warning, a read again or a node replaced', async (_who, email) => {
    const [context, page] = await site.loggedIn(email, WIDE);
    const problems = consoleProblems(page);
    const reads: string[] = [];
    page.on('request', (request) => reads.push(new URL(request.url()).pathname));
    // the server's slot cards, kept aside before any script runs: hydration keeps them
    await keepServerNodes(page, '[data-slot]');

    const answer = await page.goto('/timeslots');
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    expect(await answer?.text()).toContain('<script id="league-state"');
    await page.locator('[data-remote-version="timeslots"]').waitFor();
    const slots = await serverNodesKept(page);
    expect(slots.server).toBeGreaterThan(0);
    expect(slots.kept).toBe(slots.server);
    expect(reads).not.toContain(SLOTS_READ);
    expect(problems).toEqual([]);

    // interactive: another group of slots opens
    const other = page.getByRole('list', { name: 'Groupes de plages horaires' }).getByRole('button').nth(1);
    await other.click();
    await page.locator('[aria-pressed="true"]', { hasText: (await other.textContent()) ?? '' }).waitFor();
    await context.close();
  });

  it('is left to the browser for a visitor without a session', async () => {
    const page = await site.context.newPage();
    const answer = await page.goto('/timeslots');
    expect(await answer?.text()).not.toContain('<script id="league-state"');
    await page.getByText('Réservé aux capitaines et aux administrateurs.').waitFor();
    await page.close();
  });
});

// An administrator's inbox, « À approuver », comes rendered from the server with the session too; the admin area's
// other tabs stay the browser's.
const INBOX_READS = ['/api/schedule', '/api/series', '/api/inbox/disagreements', SLOTS_READ, '/api/users'];
const INBOX_CHOICES = 'section[aria-labelledby="approvals-title"] input[type="checkbox"]';

describe('the admin inbox, rendered with the session', () => {
  it('hydrates for an administrator without a console error or warning, a read again or a node replaced', async () => {
    const [context, page] = await site.loggedIn(DEMO_EMAILS.admin, WIDE);
    const problems = consoleProblems(page);
    const reads: string[] = [];
    page.on('request', (request) => reads.push(new URL(request.url()).pathname));
    // the server's inbox items, kept aside before any script runs: hydration keeps them
    await keepServerNodes(page, 'section[aria-labelledby="approvals-title"] article');

    const answer = await page.goto('/admin/approbations');
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    expect(await answer?.text()).toContain('<script id="league-state"');
    // hydrated: the results can be chosen (not before, the choice would be lost)
    await page.locator(`${INBOX_CHOICES}:not([disabled])`).first().waitFor();
    const items = await serverNodesKept(page);
    expect(items.server).toBeGreaterThan(0);
    expect(items.kept).toBe(items.server);
    expect(reads.filter((read) => INBOX_READS.includes(read))).toEqual([]);
    expect(problems).toEqual([]);

    // interactive: a result chosen can be approved with the others chosen
    await page
      .getByRole('checkbox', { name: /^Choisir / })
      .first()
      .check();
    await page.getByRole('button', { name: 'Approuver la sélection (1)' }).waitFor();
    await context.close();
  });

  it('is left to the browser for a captain, and for an administrator on another tab', async () => {
    const [captainContext, captain] = await site.loggedIn(DEMO_EMAILS.captain, WIDE);
    const refused = await captain.goto('/admin/approbations');
    expect(await refused?.text()).not.toContain('<script id="league-state"');
    await captain.getByText('Réservé aux administrateurs.').waitFor();
    await captainContext.close();

    const [adminContext, admin] = await site.loggedIn(DEMO_EMAILS.admin, WIDE);
    const users = await admin.goto('/admin/users');
    expect(users?.headers()['cache-control']).toBe('no-cache');
    expect(await users?.text()).not.toContain('<script id="league-state"');
    await adminContext.close();
  });
});
