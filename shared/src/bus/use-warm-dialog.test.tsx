import { renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { dialogsToWarm, noteWarmedDialogs, warmedDialogs, type DialogId } from './modals';
import { useWarmDialog } from './use-warm-dialog';

function Button({ id, shown }: { id: DialogId; shown: boolean }) {
  useWarmDialog(id, shown);
  return shown ? <button type="button">{id}</button> : null;
}

afterEach(() => noteWarmedDialogs(false));

describe('useWarmDialog', () => {
  it("notes, while the server renders, the dialogs whose buttons the page shows, and only the last render's", () => {
    noteWarmedDialogs(true);
    renderToString(
      <>
        <Button id="teamEditor" shown />
        <Button id="sponsorEditor" shown={false} />
      </>,
    );
    expect(warmedDialogs()).toEqual(['teamEditor']);
    noteWarmedDialogs(true); // the next render starts from none
    renderToString(<Button id="sponsorEditor" shown />);
    expect(warmedDialogs()).toEqual(['sponsorEditor']);
    noteWarmedDialogs(false);
    expect(warmedDialogs()).toEqual([]);
  });

  it('notes nothing outside a server render, and warms the dialog once its button has rendered', () => {
    expect(dialogsToWarm.get()).not.toContain('colourPicker');
    const { rerender } = renderHook(({ shown }) => useWarmDialog('colourPicker', shown), {
      initialProps: { shown: false },
    });
    expect(dialogsToWarm.get()).not.toContain('colourPicker');
    rerender({ shown: true });
    expect(dialogsToWarm.get()).toContain('colourPicker');
    expect(warmedDialogs()).toEqual([]);
  });
});
