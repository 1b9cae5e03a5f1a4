import { fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from './dialog';

describe('Dialog', () => {
  it('is labelled by its title and closes on Escape', () => {
    const onClose = jest.fn();
    render(
      <Dialog title="Connexion" onClose={onClose}>
        <input aria-label="Courriel" />
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Connexion' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('puts focus on its first control', () => {
    render(
      <Dialog title="Inscription" onClose={() => undefined}>
        <input aria-label="Nom" />
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fermer' }));
  });

  it('closes when the backdrop is clicked, not when the frame is', () => {
    const onClose = jest.fn();
    render(<Dialog title="Préférences" onClose={onClose} />);
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes from a drawn close button that the base stylesheet styles', () => {
    const onClose = jest.fn();
    render(<Dialog title="Connexion" onClose={onClose} />);
    const close = screen.getByRole('button', { name: 'Fermer' });
    expect(close.hasAttribute('data-dialog-close')).toBe(true);
    expect(close.querySelector('svg')).not.toBeNull();
    expect(close.textContent).toBe('');
    fireEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
