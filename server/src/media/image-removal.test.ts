import { sponsorAnswerSchema, teamAddAnswerSchema, teamChangeAnswerSchema } from '@league/shared/schemas';
import { SAME_ORIGIN } from '../test-support/accounts';
import { ENGINES } from '../test-support/databases';
import { demoAppForSuite } from '../test-support/demo-suite';
import { pngImage } from '../test-support/images';
import { multipartBody } from '../test-support/multipart';
import { REPLACE_AND_REMOVE } from './image-form';

type Parts = Parameters<typeof multipartBody>[0];

/** Removing a team's or a sponsor's logo or picture without replacing it (`logo-remove`, `picture-remove`). */
describe.each(ENGINES)('removing a logo or a picture on %s', (engine) => {
  const { demo, sessions } = demoAppForSuite(engine, ['admin', 'captain']);

  async function send(method: 'PUT' | 'POST', url: string, parts: Parts, cookie = sessions.admin) {
    const { payload, headers } = await multipartBody(parts);
    return demo.app.inject({ method, url, payload, headers: { ...SAME_ORIGIN, ...headers, cookie } });
  }
  const editTeam = (id: string, parts: Parts, cookie = sessions.admin) =>
    send('POST', `/api/teams/edit/${id}`, parts, cookie);
  const mediaId = (url: string | null | undefined) => (url ?? '').replace('/media/', '');
  const mediaExists = async (id: string) =>
    (await demo.db.selectFrom('media').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  const logRows = async () => (await demo.db.selectFrom('logs').select('id').execute()).length;
  const image = async (colour: string) => ({ name: 'image.png', bytes: await pngImage(40, 40, colour) });

  let team: { _id: string; logo: string; picture: string };
  beforeAll(async () => {
    const added = await send('PUT', '/api/teams/add', {
      name: 'Les Hérons',
      division: 'A',
      logo: await image('#aa0000'),
      picture: await image('#00aa00'),
    });
    expect(added.statusCode).toBe(200);
    team = teamAddAnswerSchema.parse(added.json()).team as typeof team;
  });

  it('removes the logo alone in one write: the picture stays, the unreferenced logo row goes', async () => {
    const logs = await logRows();
    const response = await editTeam(team._id, { 'logo-remove': 'true', 'picture-remove': 'false' });
    expect(response.statusCode).toBe(200);
    expect(teamChangeAnswerSchema.parse(response.json()).team).toMatchObject({ logo: null, picture: team.picture });
    expect(await mediaExists(mediaId(team.logo))).toBe(false);
    expect(await mediaExists(mediaId(team.picture))).toBe(true);
    expect(await logRows()).toBe(logs + 1);
  });

  it('keeps a removed picture that a sponsor still shows, and deletes it once the sponsor removes it too', async () => {
    const added = await send('PUT', '/api/sponsors/add', { name: 'Quincaillerie Héron', logo: await image('#00aa00') });
    const sponsor = sponsorAnswerSchema.parse(added.json()).sponsor;
    expect(mediaId(sponsor.logo)).toBe(mediaId(team.picture));
    const response = await editTeam(team._id, { 'picture-remove': 'true' });
    expect(teamChangeAnswerSchema.parse(response.json()).team).toMatchObject({ logo: null, picture: null });
    expect(await mediaExists(mediaId(team.picture))).toBe(true);
    const removed = await send('POST', `/api/sponsors/edit/${sponsor._id}`, { 'logo-remove': 'true' });
    expect(removed.statusCode).toBe(200);
    expect(sponsorAnswerSchema.parse(removed.json()).sponsor).toMatchObject({ logo: null, name: sponsor.name });
    expect(await mediaExists(mediaId(team.picture))).toBe(false);
  });

  it('removes a sponsor picture alone, keeping its logo', async () => {
    const added = await send('PUT', '/api/sponsors/add', {
      name: 'Pharmacie Héron',
      logo: await image('#0000aa'),
      picture: await image('#aaaa00'),
    });
    const sponsor = sponsorAnswerSchema.parse(added.json()).sponsor;
    const response = await send('POST', `/api/sponsors/edit/${sponsor._id}`, { 'picture-remove': 'true' });
    expect(sponsorAnswerSchema.parse(response.json()).sponsor).toMatchObject({ logo: sponsor.logo, picture: null });
    expect(await mediaExists(mediaId(sponsor.picture))).toBe(false);
    expect(await mediaExists(mediaId(sponsor.logo))).toBe(true);
  });

  it.each([
    ['a team', () => `/api/teams/edit/${team._id}`],
    [
      'a sponsor',
      async () =>
        `/api/sponsors/edit/${(await demo.db.selectFrom('sponsors').select('id').executeTakeFirstOrThrow()).id}`,
    ],
  ])('refuses a new logo and its removal in one request on %s (400), changing nothing', async (_owner, url) => {
    const logs = await logRows();
    const response = await send('POST', await url(), { 'logo-remove': 'true', logo: await image('#123456') });
    expect([response.statusCode, response.json().error]).toEqual([400, REPLACE_AND_REMOVE('logo')]);
    const other = await send('POST', await url(), { 'picture-remove': 'oui' });
    expect([other.statusCode, other.json().error, other.json().issues[0].path]).toEqual([
      400,
      'Requête invalide',
      'body.picture-remove',
    ]);
    expect(await logRows()).toBe(logs);
  });

  it('lets a captain remove their own team’s logo, kept while the archived season shows it, and no other’s', async () => {
    const own = await demo.db
      .selectFrom('teams')
      .select(['logo_media'])
      .where('id', '=', 'team-01')
      .executeTakeFirstOrThrow();
    expect(own.logo_media).not.toBeNull();
    const response = await editTeam('team-01', { 'logo-remove': 'true' }, sessions.captain);
    expect(response.statusCode).toBe(200);
    expect(teamChangeAnswerSchema.parse(response.json()).team?.logo).toBeNull();
    expect(await mediaExists(own.logo_media as string)).toBe(true);
    const other = await demo.db.selectFrom('teams').select('logo_media').where('id', '=', 'team-02').executeTakeFirst();
    expect((await editTeam('team-02', { 'logo-remove': 'true' }, sessions.captain)).statusCode).toBe(403);
    const after = await demo.db.selectFrom('teams').select('logo_media').where('id', '=', 'team-02').executeTakeFirst();
    expect(after).toEqual(other);
  });
});
