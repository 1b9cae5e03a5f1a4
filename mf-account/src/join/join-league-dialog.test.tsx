import { render, screen } from '@testing-library/react';
import { fakeServer, quietConsoleErrors } from '@league/test-support';
import { JoinLeagueDialog } from './join-league-dialog';

const JOIN = 'GET /api/resources/home/league_join';
const resource = (content: string) => ({ body: { name: 'league_join', title: 'Joindre une équipe', content } });

describe('JoinLeagueDialog', () => {
  it('is titled « Intégrer la ligue » and reads « Chargement… » until the message arrives', async () => {
    fakeServer({ [JOIN]: resource('<p>Bienvenue</p>') });
    render(<JoinLeagueDialog onClose={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Intégrer la ligue' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Chargement…');
    await screen.findByText('Bienvenue');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the fetched message with its allowed markup and without what could run', async () => {
    fakeServer({
      [JOIN]: resource(
        '<h2>Rejoignez-nous</h2><p onclick="steal()">Écrivez à <a href="mailto:info@ligue.test">info</a>' +
          '<img src="x" onerror="steal()"></p><script>steal()</script><a href="javascript:steal()">piège</a>',
      ),
    });
    render(<JoinLeagueDialog onClose={jest.fn()} />);
    expect((await screen.findByRole('heading', { name: 'Rejoignez-nous' })).tagName).toBe('H2');
    expect(screen.getByRole('link', { name: 'info' }).getAttribute('href')).toBe('mailto:info@ligue.test');
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('script, img, [onclick], [onerror], a[href^="javascript"]')).toBeNull();
    expect(screen.getByText('piège').getAttribute('href')).toBeNull(); // the text stays, its address does not
  });

  it("says « Le message pour joindre une équipe n'a pas pu être chargé » when it cannot be read", async () => {
    quietConsoleErrors();
    fakeServer({ [JOIN]: { status: 500, body: { success: false, error: 'Erreur interne' } } });
    render(<JoinLeagueDialog onClose={jest.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Le message pour joindre une équipe n'a pas pu être chargé",
    );
  });
});
