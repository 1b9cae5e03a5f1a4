import { teamAddAnswerSchema, teamChangeAnswerSchema, teamsResponseSchema } from '@league/shared/schemas';
import { SAME_ORIGIN } from '../test-support/accounts';
import { ENGINES } from '../test-support/databases';
import { demoAppForSuite } from '../test-support/demo-suite';
import { HOSTILE_SVG, pngImage } from '../test-support/images';
import { multipartBody } from '../test-support/multipart';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from '../media/image-upload';
import { TEAM_MESSAGES } from './team-service';
import { refusalText } from '../test-support/refusal';

type Parts = Parameters<typeof multipartBody>[0];

describe.each(ENGINES)('adding, editing and removing teams on %s', (engine) => {
  const { demo, sessions } = demoAppForSuite(engine, ['admin', 'captain']);

  async function send(method: 'PUT' | 'POST', url: string, parts: Parts, cookie = sessions.admin) {
    const { payload, headers } = await multipartBody(parts);
    return demo.app.inject({ method, url, payload, headers: { ...SAME_ORIGIN, ...headers, cookie } });
  }
  const add = (parts: Parts, cookie = sessions.admin) => send('PUT', '/api/teams/add', parts, cookie);
  const edit = (id: string, parts: Parts, cookie = sessions.admin) =>
    send('POST', `/api/teams/edit/${id}`, parts, cookie);
  const remove = (id: string, query = '') =>
    demo.app.inject({
      method: 'DELETE',
      url: `/api/teams/remove/${id}${query}`,
      headers: { ...SAME_ORIGIN, cookie: sessions.admin },
    });
  const teams = async () => teamsResponseSchema.parse((await demo.app.inject({ url: '/api/teams' })).json()).teams;
  const mediaCount = async () => (await demo.db.selectFrom('media').select('id').execute()).length;

  it('adds a team with a logo: the PNG is stored once, by hash, as a small WebP served with a strict CSP', async () => {
    const response = await add({
      name: 'Les Hiboux',
      division: 'A',
      pool: 'N/A',
      color: '#336699',
      join: '2024',
      logo: { name: 'hibou.png', bytes: await pngImage() },
      'logo-filename': 'hibou.png',
    });
    expect(response.statusCode).toBe(200);
    const { team } = teamAddAnswerSchema.parse(response.json());
    expect(team).toMatchObject({
      name: 'Les Hiboux',
      division: 'A',
      pool: '',
      color: '#336699',
      join: 2024,
      picture: null,
    });
    expect(team.logo).toMatch(/^\/media\/[0-9a-f]{64}$/);
    const image = await demo.app.inject({ url: team.logo as string });
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await teams()).map((item) => item.name)).toContain('Les Hiboux');
  });

  it('cleans an SVG logo of its script, handlers and outside references', async () => {
    const response = await add({ name: 'Les Grives', division: 'B', logo: { name: 'grive.svg', bytes: HOSTILE_SVG } });
    expect(response.statusCode).toBe(200);
    const svg = await demo.app.inject({ url: teamAddAnswerSchema.parse(response.json()).team.logo as string });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<rect');
    expect(svg.body).not.toMatch(/script|onload|onclick|ailleurs\.example|javascript:/i);
  });

  it('judges a file by its content: a PNG named .svg and a text named .png are refused (415)', async () => {
    const png = await add({
      name: 'Les Merles',
      division: 'B',
      logo: { name: 'merle.svg', bytes: await pngImage(30, 30) },
    });
    expect([png.statusCode, png.json().error]).toEqual([415, IMAGE_MESSAGES.mismatch('merle.svg', 'svg', 'png')]);
    const text = await add({
      name: 'Les Pics',
      division: 'B',
      logo: { name: 'pic.png', bytes: Buffer.from('bonjour') },
    });
    expect([text.statusCode, text.json().error]).toEqual([415, IMAGE_MESSAGES.type]);
    const names = (await teams()).map((item) => item.name);
    expect(names).not.toContain('Les Merles');
    expect(names).not.toContain('Les Pics');
  });

  it('takes an image whose name says nothing of its type by its content', async () => {
    const response = await add({
      name: 'Les Sans-Nom',
      division: 'B',
      logo: { name: 'logo', bytes: await pngImage(30, 30) },
    });
    expect(response.statusCode).toBe(200);
    const stored = await demo.app.inject({ url: teamAddAnswerSchema.parse(response.json()).team.logo as string });
    expect(stored.headers['content-type']).toBe('image/webp');
  });

  it('refuses an image over 2 MB (413) and writes nothing', async () => {
    const big = Buffer.alloc(IMAGE_MAX_BYTES + 10, 0x41);
    const response = await add({ name: 'Les Lourds', division: 'B', picture: { name: 'gros.jpg', bytes: big } });
    expect([response.statusCode, response.json().error]).toEqual([413, IMAGE_MESSAGES.tooLarge]);
    expect((await teams()).map((item) => item.name)).not.toContain('Les Lourds');
  });

  it.each([
    ['without a division', { name: 'Sans Division' }, /division : Champ requis/],
    ['with a colour that is not one', { name: 'Les Gris', division: 'A', color: 'rouge;' }, /Couleur invalide/],
    ['with an unknown field', { name: 'Les Autres', division: 'A', captain: 'moi' }, /Requête invalide/],
    ['with a join year in letters', { name: 'Les Vieux', division: 'A', join: 'jadis' }, /Année invalide/],
  ])('refuses a team %s (400)', async (_what, parts, message) => {
    const response = await add(parts);
    expect(response.statusCode).toBe(400);
    expect(refusalText(response.json())).toMatch(message);
  });

  it('refuses a second team of the same name (409) and a form that is not multipart (415)', async () => {
    const twin = await add({ name: 'les hiboux', division: 'A' });
    expect([twin.statusCode, twin.json().error]).toEqual([409, TEAM_MESSAGES.nameTaken('les hiboux')]);
    const json = await demo.app.inject({
      method: 'PUT',
      url: '/api/teams/add',
      payload: { name: 'X', division: 'A' },
      headers: { ...SAME_ORIGIN, cookie: sessions.admin },
    });
    expect(json.statusCode).toBe(415);
  });

  it('renames a team: matches, players, captains and sign-up requests follow; the answer lists what it touched', async () => {
    const before = await demo.db
      .selectFrom('teams')
      .select(['id', 'name', 'logo_media'])
      .where('id', '=', 'team-01')
      .executeTakeFirstOrThrow();
    await demo.db
      .insertInto('account_requests')
      .values({
        id: 'req-rename',
        email: 'attente@exemple.ca',
        name: 'Attente',
        password_hash: 'x',
        requested_role: 'captain',
        requested_teams: JSON.stringify([before.name]),
        info: '',
        created_at: '2026-01-01',
      })
      .execute();
    const media = await mediaCount();
    const response = await edit('team-01', {
      name: 'Les Nouveaux Noms',
      color: '#112233',
      logo: { name: 'n.png', bytes: await pngImage(64, 64, '#ff0000') },
    });
    expect(response.statusCode).toBe(200);
    const answer = teamChangeAnswerSchema.parse(response.json());
    expect(answer.team).toMatchObject({ name: 'Les Nouveaux Noms', color: '#112233' });
    expect(
      answer.schedule.some((match) => match.homeTeam === 'Les Nouveaux Noms' || match.awayTeam === 'Les Nouveaux Noms'),
    ).toBe(true);
    expect(answer.schedule.some((match) => match.homeTeam === before.name)).toBe(false);
    expect(answer.pendingUsers?.find((request) => request._id === 'req-rename')?.teams).toEqual(['Les Nouveaux Noms']);
    expect(answer.users?.find((user) => user.email === 'capitaine@ligue.test')?.teams).toContain('Les Nouveaux Noms');
    // the archived season's snapshot still shows the old logo: it stays; a logo replaced again is gone
    expect(await mediaCount()).toBe(media + 1);
    const newLogo = answer.team?.logo?.replace('/media/', '') as string;
    expect(
      (await edit('team-01', { logo: { name: 'm.png', bytes: await pngImage(64, 64, '#00ff00') } })).statusCode,
    ).toBe(200);
    expect(await demo.db.selectFrom('media').select('id').where('id', '=', newLogo).executeTakeFirst()).toBeUndefined();
    expect(
      await demo.db
        .selectFrom('media')
        .select('id')
        .where('id', '=', before.logo_media as string)
        .executeTakeFirst(),
    ).toBeDefined();
  });

  it('lets a captain edit the team they captain, and no other; a captain gets no list of people', async () => {
    const own = await edit('team-01', { color: '#445566' }, sessions.captain);
    expect(own.statusCode).toBe(200);
    const answer = teamChangeAnswerSchema.parse(own.json());
    expect(answer.team?.color).toBe('#445566');
    expect(answer.users).toBeUndefined();
    expect((await edit('team-02', { color: '#445566' }, sessions.captain)).statusCode).toBe(403);
    expect((await edit('nope', { color: '#445566' }, sessions.captain)).statusCode).toBe(404);
  });

  it('refuses to remove a team with results, whatever is asked (409), and keeps it', async () => {
    const name = (await teams()).find((team) => team._id === 'team-01')?.name as string;
    for (const query of ['', '?unplayedMatches=remove']) {
      const response = await remove('team-01', query);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatch(
        /^Impossible de retirer l’équipe «\u202fLes Nouveaux Noms\u202f»\u202f: elle a \d+ matchs joués/,
      );
    }
    expect((await teams()).map((team) => team.name)).toContain(name);
  });

  it('removes a team with matches to play only when asked to remove them too, and its unused logo', async () => {
    const [hiboux, grives] = ['Les Hiboux', 'Les Grives'].map((name) =>
      teams().then((all) => all.find((team) => team.name === name)),
    );
    const [owl, thrush] = [await hiboux, await grives];
    const field = await demo.db.selectFrom('fields').select('name').where('season', '=', '').executeTakeFirstOrThrow();
    const match = await demo.app.inject({
      method: 'POST',
      url: '/api/schedule/add',
      headers: { ...SAME_ORIGIN, cookie: sessions.admin },
      payload: { date: '2026-09-01T19:00:00-04:00', field: field.name, homeTeam: 'Les Hiboux', awayTeam: 'Les Grives' },
    });
    expect(match.statusCode).toBe(200);
    const refused = await remove(owl?._id as string);
    expect([refused.statusCode, refused.json().error]).toEqual([409, TEAM_MESSAGES.unplayed('Les Hiboux', 1)]);
    const removed = await remove(owl?._id as string, '?unplayedMatches=remove');
    expect(removed.statusCode).toBe(200);
    const answer = teamChangeAnswerSchema.parse(removed.json());
    expect(answer.schedule.some((item) => item.homeTeam === 'Les Hiboux')).toBe(false);
    expect((await teams()).map((team) => team.name)).not.toContain('Les Hiboux');
    const logoId = owl?.logo?.replace('/media/', '') as string;
    expect(await demo.db.selectFrom('media').select('id').where('id', '=', logoId).executeTakeFirst()).toBeUndefined();
    expect((await remove(thrush?._id as string)).statusCode).toBe(200);
    expect((await remove('nope')).statusCode).toBe(404);
  });

  it('changes nothing in an archived season, for anyone (403)', async () => {
    const archive = (await demo.db.selectFrom('archives').select('name').executeTakeFirstOrThrow()).name;
    const response = await edit(`team-02?season=${encodeURIComponent(archive)}`, { color: '#000000' });
    expect(response.statusCode).toBe(403);
  });
});
