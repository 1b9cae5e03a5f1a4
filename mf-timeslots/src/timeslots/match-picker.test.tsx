import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { aRainedOutMatch } from '../test/timeslots-fixture';
import { MatchPicker } from './match-picker';

describe('the match picker', () => {
  it('cannot be chosen from in the page the server rendered, before script runs (the choice would be lost)', () => {
    const html = renderToString(<MatchPicker matches={[aRainedOutMatch()]} chosen={null} onChoose={() => undefined} />);
    expect(html).toMatch(/<select[^>]*\bdisabled(="")?[ >]/); // Preact writes `disabled`, React `disabled=""`
  });

  it('chooses a match once the browser runs it', () => {
    const onChoose = jest.fn();
    const match = aRainedOutMatch();
    render(<MatchPicker matches={[match]} chosen={null} onChoose={onChoose} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox');
    expect(select.disabled).toBe(false);
    fireEvent.change(select, { target: { value: match._id } });
    expect(onChoose).toHaveBeenCalledWith(match);
  });
});
