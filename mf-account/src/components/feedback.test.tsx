import { fireEvent, render, screen } from '@testing-library/react';
import { SubmitButton } from './feedback';

function renderForm(props: { loading: boolean; disabled?: boolean }) {
  const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <SubmitButton {...props}>Envoyer</SubmitButton>
    </form>,
  );
  return onSubmit;
}

describe('SubmitButton', () => {
  it('submits its form when pressed', () => {
    const onSubmit = renderForm({ loading: false });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('stays focusable while loading (aria-disabled, not disabled) and ignores presses', () => {
    const onSubmit = renderForm({ loading: true });
    const busy = screen.getByRole('button', { name: 'Chargement…' });
    busy.focus();
    expect(busy).toHaveProperty('disabled', false);
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(busy.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(busy);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(busy);
  });

  it('is truly disabled when told so', () => {
    renderForm({ loading: false, disabled: true });
    const button = screen.getByRole('button', { name: 'Envoyer' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-disabled')).toBeNull();
  });
});
