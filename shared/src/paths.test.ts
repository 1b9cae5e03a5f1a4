import { paths } from './paths';

describe('paths', () => {
  it('encodes the names and ids they carry', () => {
    expect(paths.team('Les Lions')).toBe('/teams/Les%20Lions');
    expect(paths.team('A/B ?#')).toBe('/teams/A%2FB%20%3F%23');
    expect(paths.seriesMatch('m 1')).toBe('/series/m%201');
    expect(paths.resource('règlements')).toBe('/resources/r%C3%A8glements');
    expect(paths.adminTab('users')).toBe('/admin/users');
  });

  it("names the spec's fixed pages", () => {
    expect([paths.home, paths.schedule, paths.freeAgents, paths.contact]).toEqual([
      '/',
      '/schedule',
      '/freeagents',
      '/contact-us',
    ]);
  });
});
