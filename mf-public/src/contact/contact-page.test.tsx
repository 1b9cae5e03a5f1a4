import { messages, formatMessage } from '@league/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { fakeServer, quietConsoleErrors } from '@league/test-support';
import { ContactPage } from './contact-page';

describe('ContactPage', () => {
  beforeEach(() => quietConsoleErrors());

  function write() {
    render(<ContactPage />);
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Marc Gagnon' } });
    fireEvent.change(screen.getByLabelText('Courriel'), { target: { value: 'marc@exemple.ca' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Quand commence la saison ?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
  }

  it('mails the message to the league', async () => {
    const server = fakeServer({ 'POST /api/contactus': { body: { success: true } } });
    write();
    expect((await screen.findByRole('status')).textContent).toBe(messages.emailSent);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nous joindre');
    expect(server.calls[0]?.body).toEqual({
      name: 'Marc Gagnon',
      email: 'marc@exemple.ca',
      message: 'Quand commence la saison ?',
    });
  });

  it('names the sender in the failure message', async () => {
    fakeServer({ 'POST /api/contactus': { status: 503, body: { success: false, error: 'Aucun administrateur' } } });
    write();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      formatMessage('contactEmailFailed', { name: 'Marc Gagnon', email: 'marc@exemple.ca' }),
    );
    expect(alert.textContent).toContain('Aucun administrateur');
  });
});
