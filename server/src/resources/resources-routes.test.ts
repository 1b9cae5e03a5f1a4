import { resourceListResponseSchema } from '@league/shared/schemas';
import { callerOf, logCount } from '../test-support/content';
import { ENGINES } from '../test-support/databases';
import { demoAppForSuite } from '../test-support/demo-suite';
import { cleanPageHtml } from '../league/page-html';

describe('the page sanitiser', () => {
  it.each([
    ['<p>Bonjour<script>alert(1)</script></p>', '<p>Bonjour</p>'],
    ['<p onclick="alert(1)" style="color:red">Texte</p>', '<p>Texte</p>'],
    ['<a href="javascript:alert(1)">lien</a>', '<a>lien</a>'],
    ['<a href="JaVa\tScript:alert(1)">lien</a>', '<a>lien</a>'],
    ['<a href="/contact">lien</a>', '<a>lien</a>'],
    [
      '<a href="https://ligue.example/" onmouseover="x()" title="t">ligue</a>',
      '<a href="https://ligue.example/" target="_blank" rel="noopener noreferrer">ligue</a>',
    ],
    ['<a href="mailto:info@ligue.example">écrire</a>', '<a href="mailto:info@ligue.example">écrire</a>'],
    ['<p><b>gras</b> <i>penché</i></p>', '<p><strong>gras</strong> <em>penché</em></p>'],
    ['<img src=x onerror="alert(1)"><iframe src="https://x"></iframe><h2>Titre</h2>', '<h2>Titre</h2>'],
    [
      '<svg><script>alert(1)</script></svg><ul><li><strong>a</strong></li></ul>',
      '<ul><li><strong>a</strong></li></ul>',
    ],
  ])('cleans %s', async (html, clean) => {
    expect(await cleanPageHtml(html)).toBe(clean);
  });
});

describe.each(ENGINES)('information pages on %s', (engine) => {
  const { demo, sessions } = demoAppForSuite(engine, ['admin']);
  const call = callerOf(() => demo);
  const titles = async () =>
    resourceListResponseSchema.parse((await call('GET', '/api/resources/general')).json()).resources;

  it('creates a page under the key of its title, with its HTML cleaned, readable at once by visitors', async () => {
    const created = await call(
      'PUT',
      '/api/resources/general/horaire_des_pratiques',
      { title: 'Horaire  des Pratiques', data: '<p>Le mardi<script>steal()</script></p>' },
      sessions.admin,
    );
    expect(created.json()).toEqual({ success: true, error: '', name: 'horaire_des_pratiques' });
    const page = await call('GET', '/api/resources/general/horaire_des_pratiques');
    expect(page.json()).toEqual({
      name: 'horaire_des_pratiques',
      title: 'Horaire  des Pratiques',
      content: '<p>Le mardi</p>',
    });
    expect(page.headers['cache-control']).toContain('no-cache');
    expect(await titles()).toContainEqual({ name: 'horaire_des_pratiques', title: 'Horaire  des Pratiques' });
  });

  it('refuses the template title, a taken title and an address that is not the title’s key', async () => {
    const template = await call(
      'PUT',
      '/api/resources/general/nouveau_document',
      { title: 'Nouveau Document' },
      sessions.admin,
    );
    expect([template.statusCode, template.json().error]).toEqual([400, expect.stringContaining('Nouveau Document')]);
    await call('PUT', '/api/resources/general/doublon', { title: 'Doublon' }, sessions.admin);
    const taken = await call('PUT', '/api/resources/general/doublon', { title: 'doublon' }, sessions.admin);
    expect([taken.statusCode, taken.json().error]).toEqual([
      409,
      'Un document nommé «\u202fdoublon\u202f» existe déjà',
    ]);
    expect((await call('PUT', '/api/resources/general/autre', { title: 'Doublon 2' }, sessions.admin)).statusCode).toBe(
      400,
    );
  });

  it('edits the content, renames (the key follows the title) and removes a page', async () => {
    await call('PUT', '/api/resources/general/a_renommer', { title: 'A renommer', data: '<p>v1</p>' }, sessions.admin);
    const edited = await call(
      'POST',
      '/api/resources/general/a_renommer',
      { data: '<p onclick="x()">v2</p>' },
      sessions.admin,
    );
    expect(edited.json()).toEqual({ success: true, error: '', name: 'a_renommer' });
    expect((await call('GET', '/api/resources/general/a_renommer')).json().content).toBe('<p>v2</p>');
    const renamed = await call(
      'POST',
      '/api/resources/general/a_renommer',
      { resource: 'A renommer', newName: 'Nouveau Titre' },
      sessions.admin,
    );
    expect(renamed.json()).toEqual({ success: true, error: '', name: 'nouveau_titre' });
    expect((await call('GET', '/api/resources/general/a_renommer')).statusCode).toBe(404);
    expect((await call('GET', '/api/resources/general/nouveau_titre')).json()).toEqual({
      name: 'nouveau_titre',
      title: 'Nouveau Titre',
      content: '<p>v2</p>',
    });
    const before = await logCount(demo);
    expect((await call('DELETE', '/api/resources/general/nouveau_titre', undefined, sessions.admin)).statusCode).toBe(
      200,
    );
    expect(await logCount(demo)).toBe(before + 1);
    expect((await call('GET', '/api/resources/general/nouveau_titre')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/resources/general/nouveau_titre', undefined, sessions.admin)).statusCode).toBe(
      404,
    );
  });

  it("edits the home page's texts, cleaned the same way, and refuses to rename them", async () => {
    const edited = await call(
      'POST',
      '/api/resources/home/league_join',
      { data: '<p>Écrivez-nous<img src=x onerror=y></p>' },
      sessions.admin,
    );
    expect(edited.statusCode).toBe(200);
    expect((await call('GET', '/api/resources/home/league_join')).json().content).toBe('<p>Écrivez-nous</p>');
    expect((await call('POST', '/api/resources/home/league_join', { newName: 'x' }, sessions.admin)).statusCode).toBe(
      400,
    );
  });

  it('writes a home text a new league has never written: its first edit creates it, one audit row', async () => {
    await demo.db.deleteFrom('resources').where('kind', '=', 'home').where('key', '=', 'league_descr_short').execute();
    expect((await call('GET', '/api/resources/home/league_descr_short')).statusCode).toBe(404);
    const logs = async () => (await demo.db.selectFrom('logs').select('id').execute()).length;
    const before = await logs();
    const written = await call(
      'POST',
      '/api/resources/home/league_descr_short',
      { data: '<p>Nouvelle ligue</p>' },
      sessions.admin,
    );
    expect(written.statusCode).toBe(200);
    expect((await call('GET', '/api/resources/home/league_descr_short')).json()).toMatchObject({
      title: 'En bref',
      content: '<p>Nouvelle ligue</p>',
    });
    expect(await logs()).toBe(before + 1);
  });
});
