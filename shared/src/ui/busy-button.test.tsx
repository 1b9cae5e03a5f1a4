import { fireEvent, render, screen } from '@testing-library/react';
import { BusyButton } from './busy-button';

describe('a button whose call may be running', () => {
  it('while busy stays focusable, says it is unavailable and ignores presses, its form not sent', () => {
    const pressed = jest.fn();
    const sent = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={sent}>
        <BusyButton type="submit" busy onClick={pressed}>
          Enregistrer
        </BusyButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Enregistrer' });
    button.focus();
    fireEvent.click(button);
    expect([button.hasAttribute('disabled'), button.getAttribute('aria-disabled')]).toEqual([false, 'true']);
    expect(document.activeElement).toBe(button);
    expect([pressed.mock.calls.length, sent.mock.calls.length]).toEqual([0, 0]);
    rerender(
      <form onSubmit={sent}>
        <BusyButton type="submit" busy={false} onClick={pressed}>
          Enregistrer
        </BusyButton>
      </form>,
    );
    fireEvent.click(button);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect([pressed.mock.calls.length, sent.mock.calls.length]).toEqual([1, 1]);
  });

  it('is a plain button unless told, and truly disabled when told so', () => {
    render(
      <BusyButton busy={false} disabled>
        Publier
      </BusyButton>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Publier' });
    expect([button.type, button.disabled, button.hasAttribute('aria-disabled')]).toEqual(['button', true, false]);
  });
});
