import { ANONYMOUS_SESSION, closeModal, setSession } from '@league/shared';
import type { SessionInfo } from '@league/shared/schemas';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AtPath, fakeServer, quietConsoleErrors } from '@league/test-support';
import { aSession, sessionReply } from '../test/sessions';
import { noticeChoicesLabels } from './notice-choices';
import { PreferencesDialog } from './preferences-dialog';

const NOTICES = 'GET /api/myaccount/notices';
const SAVE_NOTICES = 'PUT /api/myaccount/notices';
const EDIT = 'POST /api/myaccount/edit';

const CHOICES = [
  { kind: 'moves', teamId: 'team-1', team: 'Les Lions', wanted: true },
  { kind: 'results', teamId: 'team-1', team: 'Les Lions', wanted: false },
  { kind: 'decisions', teamId: 'team-1', team: 'Les Lions', wanted: true },
  { kind: 'moves', teamId: 'team-2', team: 'Les Aigles', wanted: true },
  { kind: 'results', teamId: 'team-2', team: 'Les Aigles', wanted: false },
  { kind: 'decisions', teamId: '', team: '', wanted: true },
];
const noticesReply = (choices: object[]) => ({ body: { success: true, choices } });

function open(session: SessionInfo = aSession()) {
  setSession(session);
  const onClose = jest.fn();
  render(
    <AtPath path="/myaccount/preferences">
      <PreferencesDialog onClose={onClose} />
    </AtPath>,
  );
  return onClose;
}

const team = (name: string) => screen.findByRole('group', { name });
const box = async (teamName: string, label: string) =>
  within(await team(teamName)).getByRole('checkbox', { name: label });

beforeEach(() => {
  setSession(ANONYMOUS_SESSION);
  closeModal();
});

describe('« Avis par courriel » in Gestion du Compte', () => {
  it('shows a group of boxes per followed team, ticked as the server says, and the league’s decisions', async () => {
    fakeServer({ [NOTICES]: noticesReply(CHOICES) });
    open();
    expect(await screen.findByRole('group', { name: noticeChoicesLabels.title })).toBeTruthy();
    expect(await box('Les Lions', 'Mes matchs annulés ou déplacés')).toHaveProperty('checked', true);
    expect(await box('Les Lions', 'Résultats de mes équipes')).toHaveProperty('checked', false);
    expect(await box('Les Lions', 'Décisions qui m’attendent')).toHaveProperty('checked', true);
    expect(within(await team('Les Aigles')).getAllByRole('checkbox')).toHaveLength(2);
    expect(await box('Toute la ligue', 'Décisions qui m’attendent')).toHaveProperty('checked', true);
  });

  it('sends only the choices changed, after the account, in the same save', async () => {
    const server = fakeServer({
      [NOTICES]: noticesReply(CHOICES),
      [EDIT]: sessionReply(aSession()),
      [SAVE_NOTICES]: noticesReply(CHOICES),
    });
    const onClose = open();
    fireEvent.click(await box('Les Aigles', 'Résultats de mes équipes'));
    fireEvent.click(await box('Les Lions', 'Mes matchs annulés ou déplacés'));
    fireEvent.click(await box('Les Lions', 'Résultats de mes équipes'));
    fireEvent.click(await box('Les Lions', 'Résultats de mes équipes')); // ticked and unticked: unchanged
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.writes.map((write) => `${write.method} ${write.url}`)).toEqual([EDIT, SAVE_NOTICES]);
    expect(server.writes[1]?.body).toEqual({
      choices: [
        { kind: 'moves', teamId: 'team-1', wanted: false },
        { kind: 'results', teamId: 'team-2', wanted: true },
      ],
    });
  });

  it('sends no choices when none changed', async () => {
    const server = fakeServer({ [NOTICES]: noticesReply(CHOICES), [EDIT]: sessionReply(aSession()) });
    const onClose = open();
    await team('Les Lions');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.writes.map((write) => write.url)).toEqual(['/api/myaccount/edit']);
  });

  it('stays open with the server’s reason when the choices are refused', async () => {
    quietConsoleErrors();
    fakeServer({
      [NOTICES]: noticesReply(CHOICES),
      [EDIT]: sessionReply(aSession()),
      [SAVE_NOTICES]: {
        status: 400,
        body: { success: false, error: 'Ce choix d’avis n’est pas offert à votre compte' },
      },
    });
    const onClose = open();
    fireEvent.click(await box('Les Lions', 'Résultats de mes équipes'));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Erreur de sauvegarde des informations\u202f: Ce choix d’avis n’est pas offert à votre compte',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says how to get notices when no team is followed', async () => {
    fakeServer({ [NOTICES]: noticesReply([]) });
    open();
    expect(await screen.findByText(noticeChoicesLabels.none)).toBeTruthy();
  });

  it('says the choices could not be read, and the rest of the form still saves', async () => {
    quietConsoleErrors();
    const server = fakeServer({ [EDIT]: sessionReply(aSession()) });
    const onClose = open();
    expect(await screen.findByText(noticeChoicesLabels.failed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.writes.map((write) => write.url)).toEqual(['/api/myaccount/edit']);
  });

  it('is not read while a new password is required', async () => {
    const server = fakeServer({ [NOTICES]: noticesReply(CHOICES) });
    open(aSession({ mustResetPassword: true }));
    expect(screen.queryByRole('group', { name: noticeChoicesLabels.title })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.calls.map((made) => made.url)).not.toContain('/api/myaccount/notices');
  });
});
