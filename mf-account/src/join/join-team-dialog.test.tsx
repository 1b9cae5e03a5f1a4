import { ANONYMOUS_SESSION, setSession } from '@league/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { AtPath } from '@league/test-support';
import { aSession } from '../test/sessions';
import { JoinTeamDialog } from './join-team-dialog';

function open() {
  const onClose = jest.fn();
  render(
    <AtPath path="/">
      <JoinTeamDialog onClose={onClose} />
    </AtPath>,
  );
  return onClose;
}
const address = () => screen.getByRole('status', { name: 'adresse' }).textContent;

describe('JoinTeamDialog', () => {
  beforeEach(() => setSession(ANONYMOUS_SESSION));

  it('invites to write to the league, closing itself on the way to the contact page', () => {
    const onClose = open();
    fireEvent.click(screen.getByRole('link', { name: 'Nous écrire' }));
    expect(address()).toBe('/contact-us');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('lists no favourites for a visitor who is not logged in', () => {
    setSession({ ...ANONYMOUS_SESSION, favoriteTeams: ['Les Lions'] });
    open();
    expect(screen.queryByRole('list', { name: 'Vos équipes favorites' })).toBeNull();
  });

  it("links a logged-in visitor's favourite teams to their pages", () => {
    setSession(aSession({ favoriteTeams: ['Les Lions', 'Ours & Cie'] }));
    const onClose = open();
    expect(screen.getByRole('list', { name: 'Vos équipes favorites' }).textContent).toBe('Les LionsOurs & Cie');
    fireEvent.click(screen.getByRole('link', { name: 'Ours & Cie' }));
    expect(address()).toBe('/teams/Ours%20%26%20Cie');
    expect(onClose).toHaveBeenCalled();
  });
});
