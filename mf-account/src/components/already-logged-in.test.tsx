import { ANONYMOUS_SESSION, setSession } from '@league/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { LoginDialog } from '../login';
import { RegisterDialog } from '../sign-up';
import { AtPath } from '@league/test-support';
import { aSession } from '../test/sessions';

afterEach(() => setSession(ANONYMOUS_SESSION));

describe.each([
  ['/myaccount/login', 'Connexion', LoginDialog as ComponentType<{ onClose(): void }>],
  ['/myaccount/register', 'Inscription', RegisterDialog],
])('%s opened by someone already logged in', (path, title, DialogOf) => {
  it('says who is logged in and offers to log out instead of the form', () => {
    setSession(aSession());
    const onClose = jest.fn();
    render(
      <AtPath path={path}>
        <DialogOf onClose={onClose} />
      </AtPath>,
    );
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog.textContent).toContain('Vous êtes déjà connecté en tant que Marie Membre (membre@ligue.test).');
    expect(screen.queryByLabelText('Mot de passe')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Se déconnecter' }));
    expect(screen.getByRole('status', { name: 'adresse' }).textContent).toBe('/logout');
    expect(onClose).not.toHaveBeenCalled();
    act(() => setSession(ANONYMOUS_SESSION)); // what /logout does
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the form to a visitor', () => {
    setSession(ANONYMOUS_SESSION);
    render(
      <AtPath path={path}>
        <DialogOf onClose={jest.fn()} />
      </AtPath>,
    );
    expect(screen.getByLabelText('Mot de passe')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Se déconnecter' })).toBeNull();
  });
});
