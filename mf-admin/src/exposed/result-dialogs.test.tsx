import { REMOTES } from '@league/shared';
import { fakeServer } from '@league/test-support';
import { act, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import MatchEditDialog from './match-edit-dialog';
import ResultDecisionDialog from './result-decision-dialog';
import ScheduleImportDialog from './schedule-import-dialog';

const match = {
  _id: 'm1',
  date: '2026-05-02T19:00:00-04:00',
  field: 'Parc Jarry',
  homeTeam: 'Les Lions',
  awayTeam: 'Les Aigles',
  result: null,
};

describe('the exposed result dialogs', () => {
  it.each<[string, string, ReactElement]>([
    ['MatchEditDialog', 'Modifier le match', <MatchEditDialog key="edit" match={match} onClose={jest.fn()} />],
    [
      'ResultDecisionDialog',
      'Approuver le résultat\u202f?',
      <ResultDecisionDialog
        key="decision"
        match={match}
        proposal={{ home: 3, away: 1 }}
        decision="approve"
        onClose={jest.fn()}
      />,
    ],
    ['ScheduleImportDialog', 'Importer des matchs', <ScheduleImportDialog key="import" onClose={jest.fn()} />],
  ])('%s is listed for the shell and draws an accessible dialog', async (module, title, dialog) => {
    fakeServer({ 'GET /api/fields': { body: { fields: [] } } });
    expect(REMOTES.admin.modules).toContain(module);
    render(dialog);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0))); // the field list's read
    const shown = screen.getByRole('dialog', { name: title });
    // axe in jsdom (no layout, so no colour-contrast rule); the browser run is e2e/schedule-import
    const { violations } = await axe.run(shown, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual(
      [],
    );
  });
});
