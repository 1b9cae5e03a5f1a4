import { fakeServer, quietConsoleErrors } from '@league/test-support';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LeagueLogoSection, LOGO_LABELS } from './league-logo-section';

const SHIPPED = {
  wide: { url: '/images/home/logo_text.png?v=0123456789abcdef', width: 600, height: 120 },
  narrow: { url: '/images/home/logo_text_narrow.png?v=0123456789abcdef', width: 240, height: 120 },
  restorable: false,
};
const UPLOADED = {
  wide: { url: '/images/home/logo_text.png?v=fedcba9876543210', width: 480, height: 120 },
  narrow: { url: '/images/home/logo_text_narrow.png?v=fedcba9876543210', width: 240, height: 120 },
  restorable: true,
};

const fileInput = () => screen.getByLabelText(LOGO_LABELS.choose);
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'mon-logo.png', { type: 'image/png' });
const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: LOGO_LABELS.send });
const sourceOf = (name: RegExp) => screen.getByRole('img', { name }).getAttribute('src');

describe('the league’s logo in the settings tab', () => {
  beforeEach(() => quietConsoleErrors());

  it('shows both images the site serves, with no way back while no logo was uploaded', async () => {
    fakeServer({ 'GET /api/settings/logo': { body: SHIPPED } });
    render(<LeagueLogoSection />);
    expect((await screen.findByRole('img', { name: /écran large/ })).getAttribute('src')).toBe(SHIPPED.wide.url);
    expect(sourceOf(/téléphone/)).toBe(SHIPPED.narrow.url);
    expect(screen.queryByRole('button', { name: LOGO_LABELS.restore })).toBeNull();
    expect(sendButton().disabled).toBe(true);
  });

  it('previews the chosen image, sends it as the form’s logo part and shows the new images', async () => {
    const server = fakeServer({
      'GET /api/settings/logo': { body: SHIPPED },
      'POST /api/settings/logo': { body: UPLOADED },
    });
    render(<LeagueLogoSection />);
    await screen.findByRole('img', { name: /écran large/ });
    choose(png());
    const preview = await screen.findByRole('img', { name: 'Aperçu de mon-logo.png' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    fireEvent.click(sendButton());
    await waitFor(() => expect(sourceOf(/écran large/)).toBe(UPLOADED.wide.url));
    expect(server.callsTo('POST', '/api/settings/logo')[0]?.body).toEqual({ logo: { file: 'mon-logo.png' } });
    expect(sourceOf(/téléphone/)).toBe(UPLOADED.narrow.url);
    expect(screen.queryByRole('img', { name: /Aperçu/ })).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: LOGO_LABELS.restore }).disabled).toBe(false);
  });

  it('refuses a file that is no image before sending, in French', async () => {
    const server = fakeServer({ 'GET /api/settings/logo': { body: SHIPPED } });
    render(<LeagueLogoSection />);
    await screen.findByRole('img', { name: /écran large/ });
    choose(new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toContain('L’image doit être un fichier JPG, PNG ou SVG');
    expect(sendButton().disabled).toBe(true);
    expect(server.writes).toEqual([]);
  });

  it('shows the server’s French refusal and keeps the logo shown', async () => {
    const refusal = 'Le fichier «\u202fmon-logo.png\u202f» se dit PNG mais contient une image SVG';
    fakeServer({
      'GET /api/settings/logo': { body: SHIPPED },
      'POST /api/settings/logo': { status: 415, body: { success: false, error: refusal } },
    });
    render(<LeagueLogoSection />);
    await screen.findByRole('img', { name: /écran large/ });
    choose(png());
    await screen.findByRole('img', { name: /Aperçu/ });
    fireEvent.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
    expect(sourceOf(/écran large/)).toBe(SHIPPED.wide.url);
  });

  it('puts the original logo back with « Rétablir le logo d’origine »', async () => {
    const server = fakeServer({
      'GET /api/settings/logo': { body: UPLOADED },
      'DELETE /api/settings/logo': { body: SHIPPED },
    });
    render(<LeagueLogoSection />);
    fireEvent.click(await screen.findByRole('button', { name: LOGO_LABELS.restore }));
    await waitFor(() => expect(sourceOf(/écran large/)).toBe(SHIPPED.wide.url));
    expect(server.callsTo('DELETE', '/api/settings/logo')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: LOGO_LABELS.restore })).toBeNull();
  });

  it('says so when the logo cannot be read', async () => {
    fakeServer({ 'GET /api/settings/logo': { status: 500, body: { success: false, error: 'x' } } });
    render(<LeagueLogoSection />);
    expect((await screen.findByRole('alert')).textContent).toContain(LOGO_LABELS.loadFailed);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
