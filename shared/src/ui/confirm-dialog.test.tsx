import { fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialog } from './confirm-dialog';

function renderConfirm() {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <ConfirmDialog title="Approuver la demande ?" confirmLabel="Approuver" onConfirm={onConfirm} onCancel={onCancel}>
      Léa recevra un lien de connexion.
    </ConfirmDialog>,
  );
  return { onConfirm, onCancel, dialog: screen.getByRole('dialog', { name: 'Approuver la demande ?' }) };
}

describe('ConfirmDialog', () => {
  it('says what will happen and starts on the safe choice, « Annuler »', () => {
    const { dialog } = renderConfirm();
    expect(dialog.textContent).toContain('Léa recevra un lien de connexion.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Annuler' }));
  });

  it('confirms only from its action button', () => {
    const { onConfirm, onCancel } = renderConfirm();
    fireEvent.click(screen.getByRole('button', { name: 'Approuver' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it.each([
    ['Annuler', (dialog: HTMLElement) => fireEvent.click(screen.getByRole('button', { name: 'Annuler' }), dialog)],
    ['Escape', (dialog: HTMLElement) => fireEvent.keyDown(dialog, { key: 'Escape' })],
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Fermer' }))],
  ])('cancels with %s', (_how, act) => {
    const { onConfirm, onCancel, dialog } = renderConfirm();
    act(dialog);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
