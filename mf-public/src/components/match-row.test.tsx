import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AtPath, aMatch } from '@league/test-support';
import { MatchRow, teamColors } from './match-row';

const base = aMatch({ homeTeam: 'Hiboux', awayTeam: 'Castors', date: '2026-06-06T18:30:00-04:00' });
const colors = teamColors([
  { name: 'Hiboux', color: '#ffee00' },
  { name: 'Castors', color: '#102030' },
]);

const renderRow = (row: ReactElement) => render(<AtPath path="/schedule">{row}</AtPath>);

describe('MatchRow', () => {
  it.each([
    ['a scheduled match', {}, 'contre'],
    ['a played match (away – home)', { status: 'played', result: { home: 7, away: 3 } }, '3 – 7'],
    ['a cancelled match', { status: 'cancelled' }, 'Annulé'],
    ['a score awaiting approval', { pendingApproval: { home: 2, away: 5 } }, 'En attente d’approbation'],
  ] as const)('shows %s', (_name, change, text) => {
    renderRow(<MatchRow match={{ ...base, ...change }} colors={colors} timeZone="America/Toronto" />);
    expect(screen.getByRole('article', { name: 'Castors contre Hiboux' }).textContent).toContain(text);
  });

  it('writes the time, and the day when asked, in French in the league time zone', () => {
    renderRow(<MatchRow match={base} colors={colors} timeZone="America/Toronto" withDay />);
    expect(screen.getByText('sam. 6 juin, 18 h 30')).toBeTruthy();
    expect(screen.getByText('Parc Jarry')).toBeTruthy();
  });

  it('puts dark text on a light colour and light text on a dark one (brightness 145)', () => {
    renderRow(<MatchRow match={base} colors={colors} timeZone="America/Toronto" />);
    expect(screen.getByText('Hiboux').style.color).toBe('rgb(0, 0, 0)');
    expect(screen.getByText('Castors').style.color).toBe('rgb(255, 255, 255)');
  });

  it('makes each team chip a link to its team page', () => {
    renderRow(<MatchRow match={base} colors={colors} timeZone="America/Toronto" />);
    const link = screen.getByRole('link', { name: 'Hiboux' });
    expect(link.getAttribute('href')).toBe('/teams/Hiboux');
    fireEvent.click(link);
    expect(screen.getByRole('status', { name: 'adresse' }).textContent).toBe('/teams/Hiboux');
  });

  it('separates time and place inside the time, so a wrapped place line never starts with «·»', () => {
    renderRow(<MatchRow match={base} colors={colors} timeZone="America/Toronto" />);
    const when = screen.getByText('Parc Jarry').parentElement as HTMLElement;
    expect(when.textContent).toBe('18 h 30 ·Parc Jarry');
    expect(screen.getByText('Parc Jarry').textContent?.startsWith('·')).toBe(false);
  });

  it('shows no separator for a match without a field', () => {
    renderRow(<MatchRow match={{ ...base, field: '' }} colors={colors} timeZone="America/Toronto" />);
    expect(screen.getByRole('article').textContent).not.toContain('·');
  });
});
