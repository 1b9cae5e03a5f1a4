import { apiRequest, formatMessage, messages } from '@league/shared';
import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { fakeServer, heldReply, quietConsoleErrors } from '@league/test-support';
import { MailForm } from './mail-form';

const URL = '/api/contactus';

function renderForm(messageRequired = true) {
  return render(
    <MailForm
      title="Écrire à la ligue"
      messageRequired={messageRequired}
      send={(body) => apiRequest('POST', URL, { body })}
      failure={({ name, email }) => formatMessage('contactEmailFailed', { name, email })}
    />,
  );
}

function fill({ name = 'Julie Roy', email = 'julie@exemple.ca', message = 'Bonjour' } = {}) {
  fireEvent.change(screen.getByLabelText('Nom'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Courriel'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: message } });
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));

describe('MailForm', () => {
  beforeEach(() => quietConsoleErrors());

  it('refuses to send what is incomplete, says why beside each field and focuses the first', async () => {
    const server = fakeServer({});
    renderForm();
    fill({ name: '', email: 'julie@', message: '' });
    send();
    const name = screen.getByLabelText('Nom');
    expect(await screen.findByText('Nom manquant')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Courriel').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Message manquant')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(server.calls).toHaveLength(0);

    fireEvent.change(name, { target: { value: 'Julie' } });
    expect(screen.queryByText('Nom manquant')).toBeNull();
  });

  it("sends the request, says 'Email was sent' and empties the form", async () => {
    const server = fakeServer({ [`POST ${URL}`]: { body: { success: true, message: messages.emailSent } } });
    renderForm();
    fill({ name: ' Julie Roy ' });
    send();
    expect((await screen.findByRole('status')).textContent).toBe(messages.emailSent);
    // the message sent once (the league's reads asked again afterwards are not this form's)
    expect(server.callsTo('POST', URL)).toEqual([
      { method: 'POST', url: URL, body: { name: 'Julie Roy', email: 'julie@exemple.ca', message: 'Bonjour' } },
    ]);
    expect((screen.getByLabelText('Nom') as HTMLInputElement).value).toBe('');
  });

  it('keeps what was typed on failure, with the spec message and the server reason', async () => {
    fakeServer({
      [`POST ${URL}`]: { status: 429, body: { success: false, error: 'Trop de tentatives : réessayez dans 60 s' } },
    });
    renderForm();
    fill();
    send();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      formatMessage('contactEmailFailed', { name: 'Julie Roy', email: 'julie@exemple.ca' }),
    );
    expect(alert.textContent).toContain('Trop de tentatives : réessayez dans 60 s');
    expect((screen.getByLabelText('Nom') as HTMLInputElement).value).toBe('Julie Roy');
    expect((screen.getByLabelText('Courriel') as HTMLInputElement).value).toBe('julie@exemple.ca');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Bonjour');
  });

  it('shows only the spec message when the network fails', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    renderForm();
    fill();
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(
      formatMessage('contactEmailFailed', { name: 'Julie Roy', email: 'julie@exemple.ca' }),
    );
  });

  it('sends once: the button is disabled while sending, and works again after', async () => {
    const held = heldReply({ status: 502, body: { success: false, error: 'Serveur de courriel indisponible' } });
    const server = fakeServer({ [`POST ${URL}`]: held.route });
    renderForm();
    fill();
    send();
    const button = await screen.findByRole('button', { name: 'Envoi en cours…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    held.release();
    await screen.findByRole('alert');
    expect(server.calls).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Envoyer' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('marks an optional message as such and sends without it', async () => {
    const server = fakeServer({ [`POST ${URL}`]: { body: { success: true } } });
    renderForm(false);
    expect(screen.getByLabelText('Message (facultatif)')).toBeTruthy();
    fill({ message: '' });
    send();
    await screen.findByRole('status');
    expect(server.calls[0]?.body).toEqual({ name: 'Julie Roy', email: 'julie@exemple.ca' });
  });

  it('has no serious accessibility violation, with problems shown', async () => {
    fakeServer({});
    const { container } = renderForm();
    send();
    await screen.findByText('Nom manquant');
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});

describe('MailForm rendered by the server', () => {
  it('cannot be typed into nor sent before script runs (the text would be lost)', () => {
    const html = renderToString(
      <MailForm
        title="Écrire à la ligue"
        messageRequired
        send={(body) => apiRequest('POST', URL, { body })}
        failure={() => ''}
      />,
    );
    // boolean attributes as Preact's server rendering writes them (`disabled`, `readonly`), or React's (`disabled=""`)
    expect(html).toMatch(/<button type="submit"[^>]*\bdisabled(="")?[ >][^>]*>Envoyer<\/button>/);
    expect(html.match(/<(input|textarea)[^>]*\breadonly(="")?[ >/]/gi)).toHaveLength(3);
  });
});
