import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { fakeServer, quietConsoleErrors } from '@league/test-support';
import { ANONYMOUS_SESSION, formatMessage, RULES_DOCUMENT_KEY, setSession, type Session } from '@league/shared';
import { RulesPage, rulesLabels } from './rules-page';

const RULES_URL = `GET /api/resources/general/${encodeURIComponent(RULES_DOCUMENT_KEY)}`;
const RULES = {
  name: RULES_DOCUMENT_KEY,
  title: 'Règlements de la ligue',
  content: '<h2>Durée des matchs</h2><p>Sept manches.</p><img src="x" onerror="window.hacked = true">',
};

function renderRules() {
  render(
    <MemoryRouter initialEntries={['/reglements']}>
      <RulesPage />
    </MemoryRouter>,
  );
}

describe('RulesPage', () => {
  beforeEach(() => quietConsoleErrors());
  afterEach(() => setSession(ANONYMOUS_SESSION));

  it('shows the rules the league wrote, sanitised, under their title', async () => {
    fakeServer({ [RULES_URL]: { body: RULES } });
    renderRules();
    expect(await screen.findByRole('heading', { level: 1, name: 'Règlements de la ligue' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Durée des matchs' })).toBeTruthy();
    expect(screen.getByText('Sept manches.')).toBeTruthy();
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('tells a visitor the rules are not published yet, without the way to write them', async () => {
    fakeServer({});
    renderRules();
    expect(await screen.findByText(rulesLabels.unpublished)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Règlements' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: rulesLabels.write })).toBeNull();
  });

  it('shows an administrator where to write the rules', async () => {
    fakeServer({});
    setSession({ ...ANONYMOUS_SESSION, loggedIn: true, perm: { role: 'admin', teams: [] } } as Session);
    renderRules();
    const link = await screen.findByRole('link', { name: rulesLabels.write });
    expect(link.getAttribute('href')).toBe('/admin/documents?nouveau');
    expect(document.body.textContent).toContain('«\u202fRèglements de la ligue\u202f»');
  });

  it('says the rules could not be read when the server fails', async () => {
    fakeServer({ [RULES_URL]: { status: 500, body: { success: false, error: 'Erreur interne du serveur' } } });
    renderRules();
    expect((await screen.findByRole('alert')).textContent).toBe(
      formatMessage('resourceFailed', { title: 'Règlements' }),
    );
  });
});
