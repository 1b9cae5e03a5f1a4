import { emit } from '@league/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { clearToasts, TOAST_DURATION_MS, Toasts } from './toasts';

describe('toasts', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    clearToasts();
  });
  afterEach(() => jest.useRealTimers());

  it('keeps a toast emitted before the layout mounts (the configuration warning at start)', () => {
    emit({ type: 'toast', level: 'info', message: 'Could not fetch App configuration' });
    render(<Toasts />);
    expect(screen.getByRole('status').textContent).toContain('Could not fetch App configuration');
  });

  it('hides a toast after a few seconds, or at once when closed', () => {
    render(<Toasts />);
    act(() => emit({ type: 'toast', level: 'error', message: 'Failed to add field' }));
    act(() => emit({ type: 'toast', level: 'info', message: 'Email was sent' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Fermer le message' })[0]!);
    expect(screen.getByRole('status').textContent).toBe('Email was sent');
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows the same message once', () => {
    render(<Toasts />);
    act(() => emit({ type: 'toast', level: 'info', message: 'Email was sent' }));
    act(() => emit({ type: 'toast', level: 'info', message: 'Email was sent' }));
    expect(screen.getAllByText('Email was sent')).toHaveLength(1);
  });
});
