import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Dialog, EarlyDialogContext } from './dialog';

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

  /** A press beside the frame: down and up on the backdrop. */
  const pressBeside = (dialog: HTMLElement) => {
    const backdrop = dialog.parentElement as HTMLElement;
    fireEvent.pointerDown(backdrop);
    fireEvent.click(backdrop);
  };

  it('closes when the backdrop is pressed, not when the frame is', () => {
    const onClose = jest.fn();
    render(<Dialog title="Préférences" onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    pressBeside(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open when a press that began inside it ends beside it (text selected with the mouse)', () => {
    const onClose = jest.fn();
    render(
      <Dialog title="Ajouter un commanditaire" onClose={onClose}>
        <input aria-label="Nom" />
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog');
    fireEvent.pointerDown(screen.getByRole('textbox', { name: 'Nom' }));
    fireEvent.click(dialog.parentElement as HTMLElement); // the browser clicks the common ancestor: the backdrop
    expect(onClose).not.toHaveBeenCalled();
  });

  it('still closes from a press beside it once a box was ticked: quickly ticked again', () => {
    const onClose = jest.fn();
    render(
      <Dialog title="Filtrer le calendrier" onClose={onClose}>
        <input type="checkbox" aria-label="Mes équipes" />
      </Dialog>,
    );
    fireEvent.input(screen.getByRole('checkbox', { name: 'Mes équipes' }));
    pressBeside(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed: once typed in, a press beside it no longer closes it, its close button and Escape do', () => {
    const onClose = jest.fn();
    render(
      <Dialog title="Ajouter un match" onClose={onClose}>
        <input aria-label="Heure" />
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog');
    fireEvent.input(screen.getByRole('textbox', { name: 'Heure' }), { target: { value: '18:30' } });
    pressBeside(dialog);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledTimes(2);
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

describe('Dialog drawn by the server before its script', () => {
  const drawn = (takesTyping = false) => {
    document.body.innerHTML = renderToString(
      <EarlyDialogContext.Provider value="league-early-teamEditor">
        <Dialog title="Modifier l’équipe Les Castors" onClose={() => undefined} takesTyping={takesTyping}>
          <label>
            Nom
            <input defaultValue="Les Castors" />
          </label>
        </Dialog>
      </EarlyDialogContext.Provider>,
    );
    return document.querySelector('dialog') as HTMLDialogElement;
  };

  it('is the browser’s own dialog, closed, named by its title, its close button closing it without script', () => {
    const dialog = drawn();
    expect(dialog.id).toBe('league-early-teamEditor');
    expect(dialog.open).toBe(false);
    expect(dialog.hasAttribute('data-early-dialog')).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Modifier l’équipe Les Castors',
    );
    const close = dialog.querySelector('[data-dialog-close]') as HTMLButtonElement;
    expect([close.getAttribute('commandfor'), close.getAttribute('command')]).toEqual([
      'league-early-teamEditor',
      'close',
    ]);
    expect(dialog.querySelectorAll('[role="dialog"]')).toHaveLength(0); // one dialog, not two nested
  });

  it('shows its form inert: nothing typed there could be lost when the dialog itself takes its place', () => {
    const input = drawn().querySelector('input') as HTMLInputElement;
    expect(input.value).toBe('Les Castors');
    expect(input.closest('[inert]')).not.toBeNull();
    expect(input.closest('[inert]')?.contains(document.querySelector('[data-dialog-close]'))).toBe(false);
  });

  it('a form that takes typing there is not inert (its own buttons then send nothing without script)', () => {
    const input = drawn(true).querySelector('input') as HTMLInputElement;
    expect(input.closest('[inert]')).toBeNull();
  });
});
