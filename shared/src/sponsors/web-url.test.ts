import { isWebUrl, telephoneHref } from './web-url';

describe('links typed by the league', () => {
  it.each([
    ['https://quincaillerie.example.com', true],
    ['http://example.com/page?x=1', true],
    ['javascript:alert(1)', false],
    ['data:text/html,<p>x</p>', false],
    ['www.example.com', false],
    ['', false],
  ])('%j is followed: %s', (url, expected) => {
    expect(isWebUrl(url)).toBe(expected);
  });

  it.each([
    ['514 555-0142', 'tel:5145550142'],
    ['+1 (450) 555-0113', 'tel:+14505550113'],
    ['', null],
    ['sur demande', null],
  ])('telephone %j links to %j', (telephone, expected) => {
    expect(telephoneHref(telephone)).toBe(expected);
  });
});
