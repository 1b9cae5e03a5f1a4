import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { fakeServer, quietConsoleErrors } from '@league/test-support';
import { ANONYMOUS_SESSION, formatMessage, setSession, type Session } from '@league/shared';
import { ResourcePage } from './resource-page';

const RULES = {
  name: 'règlements_de_la_ligue',
  title: 'Règlements de la ligue',
  content: '<h2>Article 1</h2><p>Neuf manches.</p><script>window.hacked = true</script>',
};
const RULES_URL = `GET /api/resources/general/${encodeURIComponent(RULES.name)}`;

function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      aller
    </button>
  );
}

function renderAt(name: string, next = '/resources/code_de_conduite') {
  render(
    <MemoryRouter initialEntries={[`/resources/${encodeURIComponent(name)}`]}>
      <GoTo to={next} />
      <Routes>
        <Route path="/resources/:resourceName" element={<ResourcePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ResourcePage', () => {
  beforeEach(() => quietConsoleErrors());

  it('shows the title as the heading and the sanitised content, read without cache', async () => {
    fakeServer({ [RULES_URL]: { body: RULES } });
    renderAt(RULES.name);
    expect(await screen.findByRole('heading', { level: 1, name: 'Règlements de la ligue' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Article 1' })).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    const init = (globalThis.fetch as jest.Mock).mock.calls[0][1] as RequestInit;
    expect(init.cache).toBe('no-cache');
  });

  it('says the page is not found for an unknown name', async () => {
    fakeServer({});
    renderAt('pas_une_page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
    expect(document.body.textContent).toContain(formatMessage('resourceFailed', { title: 'pas une page' }));
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the title and says the page could not be read when the server fails', async () => {
    fakeServer({ [RULES_URL]: { status: 500, body: { success: false, error: 'Erreur interne du serveur' } } });
    renderAt(RULES.name);
    expect((await screen.findByRole('alert')).textContent).toBe(
      formatMessage('resourceFailed', { title: 'règlements de la ligue' }),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('règlements de la ligue');
  });

  it('reads the new page when only the name in the address changes', async () => {
    fakeServer({
      [RULES_URL]: { body: RULES },
      'GET /api/resources/general/code_de_conduite': {
        body: { name: 'code_de_conduite', title: 'Code de conduite', content: '<p>Respect.</p>' },
      },
    });
    renderAt(RULES.name);
    await screen.findByRole('heading', { level: 1, name: 'Règlements de la ligue' });
    screen.getByRole('button', { name: 'aller' }).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Code de conduite' })).toBeTruthy();
    expect(screen.queryByText('Neuf manches.')).toBeNull();
  });

  it('sends administrators from the « Nouveau Document » entry to the Documents tab', async () => {
    fakeServer({});
    setSession({ ...ANONYMOUS_SESSION, loggedIn: true, perm: { role: 'admin', teams: [] } } as Session);
    try {
      renderAt('nouveau_document');
      expect(screen.getByRole('heading', { level: 1, name: 'Nouveau Document' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Créer une page' }).getAttribute('href')).toBe(
        '/admin/documents?nouveau',
      );
    } finally {
      setSession(ANONYMOUS_SESSION);
    }
  });
});
