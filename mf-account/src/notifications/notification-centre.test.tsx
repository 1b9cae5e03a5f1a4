import { LOCAL_NOTIFICATION_PREFIX, sessionStore, setSession } from '@league/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeServer, quietConsoleErrors } from '@league/test-support';
import { aSession } from '../test/sessions';
import { NotificationCentre } from './notification-centre';

const LOCAL_ID = `${LOCAL_NOTIFICATION_PREFIX}42`;
const notifications = [
  { _id: 'n1', description: 'Votre résultat a été approuvé' },
  { _id: LOCAL_ID, description: 'Équipe ajoutée aux favoris' },
  { _id: 'n2', description: 'Plage horaire confirmée' },
];
const descriptions = () => screen.queryAllByRole('listitem').map((item) => item.textContent);
const deleteButton = (description: string) =>
  screen.getByRole('button', { name: `Supprimer la notification\u202f: ${description}` });

beforeEach(() => setSession(aSession({ notifications })));

describe('NotificationCentre', () => {
  it("lists the session's notifications", () => {
    fakeServer({});
    render(<NotificationCentre onClose={jest.fn()} />);
    expect(descriptions()).toEqual(notifications.map((notification) => notification.description));
  });

  it('deletes a notification on the server, then removes it from the list and the session', async () => {
    const server = fakeServer({ 'DELETE /api/myaccount/notification/n1': { body: { success: true } } });
    render(<NotificationCentre onClose={jest.fn()} />);
    fireEvent.click(deleteButton('Votre résultat a été approuvé'));

    await waitFor(() => expect(descriptions()).toHaveLength(2));
    expect(server.writes).toEqual([{ method: 'DELETE', url: '/api/myaccount/notification/n1', body: undefined }]);
    expect(sessionStore.get().notifications.map((notification) => notification._id)).toEqual([LOCAL_ID, 'n2']);
    expect(sessionStore.get()).toMatchObject({ name: 'Marie Membre', mustResetPassword: false });
  });

  it('removes a local notification without calling the server', async () => {
    const server = fakeServer({});
    render(<NotificationCentre onClose={jest.fn()} />);
    fireEvent.click(deleteButton('Équipe ajoutée aux favoris'));
    await waitFor(() => expect(descriptions()).toHaveLength(2));
    expect(server.writes).toHaveLength(0);
    expect(sessionStore.get().notifications.map((notification) => notification._id)).toEqual(['n1', 'n2']);
  });

  it('keeps a notification the server could not delete, and says why', async () => {
    quietConsoleErrors();
    fakeServer({
      'DELETE /api/myaccount/notification/n2': { status: 500, body: { success: false, error: 'Erreur interne' } },
    });
    render(<NotificationCentre onClose={jest.fn()} />);
    fireEvent.click(deleteButton('Plage horaire confirmée'));
    expect((await screen.findByRole('alert')).textContent).toBe('Erreur interne');
    expect(descriptions()).toHaveLength(3);
  });

  it('removes a notification the server no longer has', async () => {
    quietConsoleErrors();
    fakeServer({
      'DELETE /api/myaccount/notification/n2': {
        status: 404,
        body: { success: false, error: 'Notification introuvable' },
      },
    });
    render(<NotificationCentre onClose={jest.fn()} />);
    fireEvent.click(deleteButton('Plage horaire confirmée'));
    await waitFor(() => expect(descriptions()).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when there is nothing to read', () => {
    setSession(aSession({ notifications: [] }));
    render(<NotificationCentre onClose={jest.fn()} />);
    expect(screen.getByText('Aucune notification.')).toBeTruthy();
  });
});
