import { renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { dialogsToWarm, noteWarmedDialogs, warmedDialogs, warmedDialogWithProps, type DialogId } from './modals';
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

describe('useWarmDialog with the props its button opens the dialog with', () => {
  function Opener({ shown }: { shown: boolean }) {
    const opensEarly = useWarmDialog('teamEditor', shown, { teamId: 't1' });
    return shown ? <button type="button" {...opensEarly} /> : null;
  }

  it('notes the props for the server to draw the dialog, and gives the button the command that opens it', () => {
    noteWarmedDialogs(true);
    const html = renderToString(
      <>
        <Button id="sponsorEditor" shown />
        <Opener shown />
      </>,
    );
    expect(warmedDialogWithProps()).toEqual({ id: 'teamEditor', props: { teamId: 't1' } });
    expect(html).toContain('commandfor="league-early-teamEditor"');
    expect(html).toContain('command="show-modal"');
  });

  it('gives no command while the button is not shown, nor without props', () => {
    noteWarmedDialogs(true);
    renderToString(<Opener shown={false} />);
    expect(warmedDialogWithProps()).toBeUndefined();
    expect(renderHook(() => useWarmDialog('colourPicker', true)).result.current).toEqual({});
  });
});
