import { PAGE_LIST, PAGES, pageModulesOf, RULES_DOCUMENT_KEY } from './pages';
import { REMOTES } from './remotes';

describe('the PAGES table', () => {
  it('gives each page its own address', () => {
    const paths = PAGE_LIST.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(PAGE_LIST.map((page) => [page.path, page] as const))(
    '%s is drawn by a module its remote exposes',
    (_path, page) => {
      expect(REMOTES[page.remote].modules as readonly string[]).toContain(page.module);
    },
  );

  it('lists a module drawing two addresses once', () => {
    expect(pageModulesOf('admin').filter((module) => module === 'Admin')).toEqual(['Admin']);
  });

  it('has the server render only pages of the remote that has a server build, none a dialog or a reserved page', () => {
    const rendered = PAGE_LIST.filter((page) => page.serverReads);
    expect(rendered.map((page) => page.remote)).toEqual(rendered.map(() => 'public'));
    expect(rendered.filter((page) => page.dialog || page.audience)).toEqual([]);
  });

  it('places every menu entry at an order of its own, but the navbar entries shown in turn', () => {
    for (const menu of ['main', 'navbar'] as const) {
      const places = PAGE_LIST.flatMap((page) => (page.menus?.[menu] ? [page.menus[menu]] : []));
      const always = places.filter((place) => !['scheduleLeads', 'seriesLead'].includes(place.when ?? ''));
      const orders = always.map((place) => place.order);
      expect({ menu, unique: new Set(orders).size }).toEqual({ menu, unique: orders.length });
    }
  });

  it('reads the rules from the information page of their title', () => {
    expect(RULES_DOCUMENT_KEY).toBe('règlements_de_la_ligue');
    expect(PAGES.rules.serverReads[0]).toEqual({ call: 'resource', params: { resourceName: RULES_DOCUMENT_KEY } });
  });
});
