import { shellScriptsOf, startShell } from './shell-scripts';

describe("the shell's scripts on a rendered page", () => {
  it('reads main.js and its chunks from the start file', () => {
    const start = document.createElement('script');
    expect(shellScriptsOf(start)).toBeNull();
    start.setAttribute('data-main', '/main.1a2b3c4d.js');
    expect(shellScriptsOf(start)).toEqual({ main: '/main.1a2b3c4d.js', chunks: [] });
    start.setAttribute('data-chunks', '/262.0123abcd.js  /mf/public/remoteEntry.js');
    expect(shellScriptsOf(start)).toEqual({
      main: '/main.1a2b3c4d.js',
      chunks: ['/262.0123abcd.js', '/mf/public/remoteEntry.js'],
    });
  });

  it('runs main.js, at high priority, and asks for every chunk at once', () => {
    document.head.innerHTML = '';
    startShell(document, '/main.1a2b3c4d.js', ['/262.0123abcd.js', '/mf/public/remoteEntry.js']);
    const asked = [...document.head.children].map((element) =>
      element instanceof HTMLLinkElement
        ? `${element.rel} ${element.as} ${element.getAttribute('href')}`
        : `script ${element.getAttribute('src')}`,
    );
    expect(asked).toEqual([
      'script /main.1a2b3c4d.js',
      'preload script /262.0123abcd.js',
      'preload script /mf/public/remoteEntry.js',
    ]);
    expect(document.head.querySelector('script')?.getAttribute('fetchpriority')).toBe('high');
  });
});
