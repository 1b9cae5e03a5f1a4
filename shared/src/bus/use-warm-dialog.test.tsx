import { renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { dialogsToWarm, dialogsWithProps, noteWarmedDialogs, warmedDialogs, type DialogId } from './modals';
import { useEarlyDialog, useWarmDialog } from './use-warm-dialog';

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
    expect(dialogsWithProps()).toEqual([{ id: 'teamEditor', props: { teamId: 't1' } }]);
    expect(html).toContain('commandfor="league-early-teamEditor"');
    expect(html).toContain('command="show-modal"');
  });

  it('gives no command while the button is not shown, nor without props', () => {
    noteWarmedDialogs(true);
    renderToString(<Opener shown={false} />);
    expect(dialogsWithProps()).toEqual([]);
    expect(renderHook(() => useWarmDialog('colourPicker', true)).result.current).toEqual({});
  });
});

describe("useEarlyDialog: a visitor's button of a dialog drawn in every visitor's page", () => {
  function LoginButton() {
    return <button type="button" {...useEarlyDialog('login', {})} />;
  }

  it('names the dialog for the server to draw, with the command that opens it, and never warms its code', () => {
    noteWarmedDialogs(true);
    const html = renderToString(
      <>
        <LoginButton />
        <Button id="teamEditor" shown />
      </>,
    );
    expect(html).toContain('commandfor="league-early-login" command="show-modal"');
    expect(dialogsWithProps()).toEqual([{ id: 'login', props: {} }]);
    expect(warmedDialogs()).toEqual(['teamEditor']); // the page's state names only the other one's code
    noteWarmedDialogs(false);
    renderHook(() => useEarlyDialog('login', {}));
    expect(dialogsToWarm.get()).not.toContain('login');
  });

  it('keeps every dialog named with props, in the order they were rendered, once each', () => {
    function Both() {
      const filters = useWarmDialog('scheduleFilters', true, {});
      return (
        <>
          <LoginButton />
          <button type="button" {...filters} />
          <LoginButton />
        </>
      );
    }
    noteWarmedDialogs(true);
    renderToString(<Both />);
    expect(dialogsWithProps().map((dialog) => dialog.id)).toEqual(['scheduleFilters', 'login']); // as rendered
    expect(warmedDialogs()).toEqual(['scheduleFilters']);
  });
});
