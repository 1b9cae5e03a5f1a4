import { render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { SafeHtml } from './safe-html';
import { cleanHtmlOnServer, htmlAsServed, seedServedHtml, servedHtml } from './served-html';

const SOURCE = '<p>Bienvenue <b>à tous</b></p><img src=x onerror="alert(1)">';
const serverClean = (html: string) => html.replace(/<img[^>]*>/g, '');

describe('league HTML in a server-rendered page', () => {
  afterEach(() => {
    cleanHtmlOnServer(null);
    seedServedHtml({});
  });

  it('is cleaned once by the server, and recorded for the page', () => {
    const clean = jest.fn(serverClean);
    cleanHtmlOnServer(clean);
    expect(htmlAsServed(SOURCE)).toBe('<p>Bienvenue <b>à tous</b></p>');
    expect(htmlAsServed(SOURCE)).toBe('<p>Bienvenue <b>à tous</b></p>');
    expect(clean).toHaveBeenCalledTimes(1);
    cleanHtmlOnServer(null);
    expect(servedHtml()).toEqual({ [SOURCE]: '<p>Bienvenue <b>à tous</b></p>' });
  });

  it('is nothing in the browser unless the server sent it (a name like __proto__ included)', () => {
    seedServedHtml({ [SOURCE]: '<p>ok</p>' });
    expect(htmlAsServed(SOURCE)).toBe('<p>ok</p>');
    expect(htmlAsServed('<p>autre</p>')).toBe('');
    expect(htmlAsServed('__proto__')).toBe('');
    expect(htmlAsServed('constructor')).toBe('');
  });

  it("hydrates the server's text, then shows the browser's sanitiser's, with nothing that runs", async () => {
    cleanHtmlOnServer(serverClean);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SafeHtml html={SOURCE} />);
    cleanHtmlOnServer(null);
    expect(container.innerHTML).toContain('Bienvenue');
    const fromServer = container.querySelector('p');
    seedServedHtml(servedHtml());
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <SafeHtml html={SOURCE} />, { onRecoverableError: (error) => console.error(error) });
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.textContent).toBe('Bienvenue à tous');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('à tous'); // the browser's sanitiser now
    expect(fromServer?.textContent).toBe('Bienvenue à tous');
  });

  it('is shown by a page the browser renders alone', () => {
    const { container } = render(<SafeHtml html={SOURCE} />);
    expect(container.textContent).toBe('Bienvenue à tous');
    expect(container.querySelector('img')).toBeNull();
  });
});
