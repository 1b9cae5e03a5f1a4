import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/timeslots', '/timeslots'],
    ['/teams/Les%20Lions?tab=1', '/teams/Les%20Lions?tab=1'],
    ['//evil.example/path', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['', null],
    [undefined, null],
  ])('%p leads to %p', (redirect, expected) => {
    expect(safeRedirect(redirect)).toBe(expected);
  });
});
