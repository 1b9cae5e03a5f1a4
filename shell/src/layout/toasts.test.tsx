import { emit } from '@league/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { clearToasts, TOAST_DURATION_MS, TOAST_WITH_ACTION_MS, Toasts } from './toasts';

describe('toasts', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    clearToasts();
  });
  afterEach(() => jest.useRealTimers());

  it('keeps a toast emitted before the layout mounts (the configuration warning at start)', () => {
    emit({ type: 'toast', level: 'info', message: 'La configuration du site est indisponible' });
    render(<Toasts />);
    expect(screen.getByRole('status').textContent).toContain('La configuration du site est indisponible');
  });

  it('hides a toast after a few seconds, or at once when closed', () => {
    render(<Toasts />);
    act(() => emit({ type: 'toast', level: 'info', message: 'Terrain ajouté' }));
    act(() => emit({ type: 'toast', level: 'info', message: 'Courriel envoyé' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Fermer le message' })[0]!);
    expect(screen.getByRole('status').textContent).toBe('Courriel envoyé');
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('clears the errors shown before a success, and keeps an error beside another', () => {
    render(<Toasts />);
    act(() => emit({ type: 'toast', level: 'error', message: "Le terrain n'a pas pu être ajouté" }));
    act(() => emit({ type: 'toast', level: 'error', message: "Le joueur n'a pas pu être ajouté" }));
    expect(screen.getAllByRole('button', { name: 'Fermer le message' })).toHaveLength(2);
    act(() => emit({ type: 'toast', level: 'info', message: 'Terrain ajouté' }));
    expect(screen.getByRole('status').textContent).toBe('Terrain ajouté');
  });

  it('offers its action for longer, runs it once and closes', () => {
    const undo = jest.fn();
    render(<Toasts />);
    act(() =>
      emit({ type: 'toast', level: 'info', message: 'Résultat approuvé', action: { label: 'Annuler', run: undo } }),
    );
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('');

    act(() =>
      emit({ type: 'toast', level: 'info', message: 'Résultat approuvé', action: { label: 'Annuler', run: undo } }),
    );
    act(() => jest.advanceTimersByTime(TOAST_WITH_ACTION_MS));
    expect(screen.queryByRole('button', { name: 'Annuler' })).toBeNull();
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it('shows the same message once', () => {
    render(<Toasts />);
    act(() => emit({ type: 'toast', level: 'info', message: 'Email was sent' }));
    act(() => emit({ type: 'toast', level: 'info', message: 'Email was sent' }));
    expect(screen.getAllByText('Email was sent')).toHaveLength(1);
  });
});
