import { fireEvent, render, screen, within } from '@testing-library/react';
import { LinkDialog, linkMessages, linkProblem } from './link-dialog';

describe('the page editor’s link dialog', () => {
  it.each([
    ['', linkMessages.hrefMissing],
    ['https://', linkMessages.hrefMissing],
    ['exemple.ca', linkMessages.hrefScheme],
    ['javascript:alert(1)', linkMessages.hrefScheme],
    ['ftp://exemple.ca', linkMessages.hrefScheme],
    ['https://exemple ca', linkMessages.hrefInvalid],
    ['https://exemple', linkMessages.hrefInvalid],
    ['mailto:ligue', linkMessages.hrefInvalid],
    ['https://ligue.exemple.ca/reglements?page=2', null],
    ['HTTP://exemple.ca', null],
    ['http://localhost:8080/page', null],
    ['mailto:info@ligue.ca', null],
  ])('checks the address %p', (href, problem) => {
    expect(linkProblem(href)).toBe(problem);
  });

  it('says what is wrong beside the address, in French, and inserts nothing until it is right', () => {
    const onApply = jest.fn();
    const onClose = jest.fn();
    render(
      <LinkDialog
        link={{ href: '', text: 'le règlement' }}
        editing={false}
        onApply={onApply}
        onRemove={jest.fn()}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Lien' });
    const address = within(dialog).getByRole('textbox', { name: 'Adresse du lien' });
    expect(document.activeElement).toBe(address);
    expect(within(dialog).queryByRole('button', { name: /Annuler|Supprimer/ })).toBeNull();
    fireEvent.change(address, { target: { value: 'www.ligue.ca' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insérer le lien' }));
    expect(document.getElementById(address.getAttribute('aria-describedby')!)?.textContent).toBe(
      linkMessages.hrefScheme,
    );
    expect([onApply.mock.calls.length, onClose.mock.calls.length]).toEqual([0, 0]);
    fireEvent.change(address, { target: { value: ' https://www.ligue.ca/reglement ' } });
    expect(address.getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insérer le lien' }));
    expect(onApply).toHaveBeenCalledWith({ href: 'https://www.ligue.ca/reglement', text: 'le règlement' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('uses the address as the text when none is given, and removes an existing link', () => {
    const onApply = jest.fn();
    const onRemove = jest.fn();
    render(
      <LinkDialog
        link={{ href: 'mailto:info@ligue.ca', text: '' }}
        editing
        onApply={onApply}
        onRemove={onRemove}
        onClose={jest.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Lien' });
    fireEvent.submit(within(dialog).getByRole('textbox', { name: 'Adresse du lien' }));
    expect(onApply).toHaveBeenCalledWith({ href: 'mailto:info@ligue.ca', text: 'mailto:info@ligue.ca' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer le lien' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});
