import { loadLeagueData, messages } from '@league/shared';
import type { Sponsor } from '@league/shared/schemas';
import { act, render, screen, within } from '@testing-library/react';
import { fakeServer, quietConsoleErrors } from '@league/test-support';
import { SponsorsPage } from './sponsors-page';

function sponsor(
  id: string,
  name: string,
  sponsorType: Sponsor['sponsorType'],
  change: Partial<Sponsor> = {},
): Sponsor {
  return {
    _id: id,
    name,
    sponsorType,
    websiteUrl: '',
    description: '',
    affiliateTeams: [],
    telephone: '',
    contactEmail: '',
    logo: null,
    picture: null,
    color: 'brown',
    ...change,
  };
}

async function loadSponsors(sponsors: Sponsor[] | null) {
  fakeServer({
    'GET /api/teams': { body: { teams: [] } },
    'GET /api/schedule': { body: { schedule: [] } },
    'GET /api/sponsors': sponsors ? { body: { sponsors } } : { status: 500, body: { success: false } },
    'GET /api/ranking/season': { body: { provisional: true, groups: [] } },
    'GET /api/resources/general': { body: { resources: [] } },
    'GET /api/seasons': { body: { archives: [] } },
  });
  await act(() => loadLeagueData());
}

describe('SponsorsPage', () => {
  beforeEach(() => quietConsoleErrors());

  it('groups sponsors by tier in spec order, with French tier names', async () => {
    await loadSponsors([
      sponsor('s1', 'Café Le Marché', 'Bronze'),
      sponsor('s2', 'Ami de la ligue', ''),
      sponsor('s3', 'Quincaillerie Beaubien', 'Platinum'),
      sponsor('s4', 'Garage Tremblay', 'Silver'),
      sponsor('s5', 'Boulangerie du Plateau', 'Gold'),
      sponsor('s6', 'Assurances Lavoie', 'Gold'),
    ]);
    render(<SponsorsPage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Platine',
      'Or',
      'Argent',
      'Bronze',
      'Aucun',
    ]);
    const gold = screen.getByRole('region', { name: 'Or' });
    expect(
      within(gold)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Assurances Lavoie', 'Boulangerie du Plateau']);
  });

  it('gives each way to reach a sponsor as a link, and no link for a dangerous website', async () => {
    await loadSponsors([
      sponsor('s1', 'Quincaillerie Beaubien', 'Platinum', {
        description: 'Outils et conseils.',
        telephone: '514 555-0142',
        websiteUrl: 'https://quincaillerie.example.com/',
        logo: '/media/abc',
      }),
      sponsor('s2', 'Piège', 'Gold', { websiteUrl: 'javascript:alert(1)' }),
    ]);
    render(<SponsorsPage />);
    const card = screen.getByRole('article', { name: 'Quincaillerie Beaubien' });
    expect(within(card).getByText('Outils et conseils.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '514 555-0142' }).getAttribute('href')).toBe('tel:5145550142');
    const site = within(card).getByRole('link', { name: /quincaillerie\.example\.com/ });
    expect(site.getAttribute('href')).toBe('https://quincaillerie.example.com/');
    expect(site.getAttribute('rel')).toBe('noopener noreferrer');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/media/abc');
    expect(within(screen.getByRole('article', { name: 'Piège' })).queryByRole('link')).toBeNull();
  });

  it('says when there are no sponsors', async () => {
    await loadSponsors([]);
    render(<SponsorsPage />);
    expect(screen.getByText('Aucun commanditaire pour le moment.')).toBeTruthy();
  });

  it('says the league data could not be loaded, without a spinner', async () => {
    await loadSponsors(null);
    render(<SponsorsPage />);
    expect(screen.getByText(messages.teamInfoLoadFailed)).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Chargement…' })).toBeNull();
  });
});
