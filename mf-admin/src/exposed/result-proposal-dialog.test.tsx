import { REMOTES } from '@league/shared';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import ResultProposalDialog from './result-proposal-dialog';

describe('the exposed result proposal dialog', () => {
  it('is listed for the shell and draws an accessible dialog', async () => {
    expect(REMOTES.admin.modules).toContain('ResultProposalDialog');
    const match = { _id: 'm1', date: '2026-05-02T19:00:00-04:00', homeTeam: 'Les Lions', awayTeam: 'Les Aigles' };
    render(<ResultProposalDialog match={match} onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Proposer un résultat' });
    // axe in jsdom (no layout, so no colour-contrast rule); the browser run is e2e/results
    const { violations } = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual(
      [],
    );
  });
});
