import { prefersJson } from './prefers-json';

describe('prefersJson', () => {
  it.each([
    // browsers, programs that take anything, and none at all: the page
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
    ['*/*', false],
    [undefined, false],
    ['', false],
    ['text/*', false],
    ['image/png', false],
    ['text/html, application/json;q=0.9', false],
    ['application/json;q=0.5, text/html;q=0.9', false],
    ['application/xml', false],
    ['not a type, */*', false],
    // programs that ask for JSON by name
    ['application/json', true],
    ['application/json, text/plain, */*', true],
    ['application/json;q=0.9, */*;q=0.8', true],
    ['text/html;q=0.5, application/json', true],
    ['application/problem+json', true],
    ['APPLICATION/JSON', true],
    ['application/*', true],
    ['text/html;q=0, */*', true],
    ['application/json, text/html', false],
  ])('%s → %s', (accept, expected) => {
    expect(prefersJson(accept)).toBe(expected);
  });
});
