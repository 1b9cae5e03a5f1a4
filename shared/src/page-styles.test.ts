import styleTagTransform, { PAGE_STYLES_ID } from './page-styles';

describe('styleTagTransform', () => {
  afterEach(() => document.head.replaceChildren());

  const serverStyles = (css: string) => {
    const served = document.createElement('style');
    served.id = PAGE_STYLES_ID;
    served.textContent = css;
    document.head.append(served);
  };

  it('leaves the element empty when the server put the same stylesheet in the page', () => {
    serverStyles('.shell-a { color: red; }\n.mf_public-b { margin: 0; }');
    const element = document.createElement('style');
    styleTagTransform('.mf_public-b { margin: 0; }', element);
    expect(element.textContent).toBe('');
  });

  it('fills the element with a stylesheet the server did not send (another remote, a newer release)', () => {
    serverStyles('.shell-a { color: red; }');
    const element = document.createElement('style');
    styleTagTransform('.mf_admin-c { padding: 0; }', element);
    expect(element.textContent).toBe('.mf_admin-c { padding: 0; }');
  });

  it('fills the element on a page the browser rendered alone', () => {
    const element = document.createElement('style');
    styleTagTransform('.shell-a { color: red; }', element);
    expect(element.textContent).toBe('.shell-a { color: red; }');
  });
});
