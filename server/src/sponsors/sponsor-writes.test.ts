import { sponsorAnswerSchema, sponsorsResponseSchema } from '@league/shared/schemas';
import { IMAGE_MESSAGES } from '../media/image-upload';
import { loginAs, SAME_ORIGIN } from '../test-support/accounts';
import { ENGINES } from '../test-support/databases';
import { demoAppForSuite } from '../test-support/demo-suite';
import { HOSTILE_SVG, jpegImage } from '../test-support/images';
import { multipartBody } from '../test-support/multipart';
import { SPONSOR_MESSAGES, SPONSOR_NOT_FOUND } from './sponsor-service';
import { refusalText } from '../test-support/refusal';

type Parts = Parameters<typeof multipartBody>[0];

describe.each(ENGINES)('adding, editing and removing sponsors on %s', (engine) => {
  const { demo, sessions } = demoAppForSuite(engine, ['admin']);

  async function send(method: 'PUT' | 'POST', url: string, parts: Parts, cookie = sessions.admin) {
    const { payload, headers } = await multipartBody(parts);
    return demo.app.inject({ method, url, payload, headers: { ...SAME_ORIGIN, ...headers, cookie } });
  }
  const sponsors = async () =>
    sponsorsResponseSchema.parse((await demo.app.inject({ url: '/api/sponsors' })).json()).sponsors;
  const teamNames = async () =>
    (await demo.db.selectFrom('teams').select('name').where('season', '=', '').orderBy('name').execute()).map(
      (team) => team.name,
    );

  it('adds a sponsor with its teams, a logo and a photo; the colour is brown unless said otherwise', async () => {
    const [first, second] = await teamNames();
    const response = await send('PUT', '/api/sponsors/add', {
      name: 'Boulangerie Ducharme',
      sponsorType: 'Silver',
      description: 'Du pain depuis 1952',
      telephone: '514 555-0123',
      websiteUrl: 'https://boulangerie.example',
      contactEmail: 'info@boulangerie.example',
      affiliateTeams: JSON.stringify([first, second]),
      logo: { name: 'logo.svg', bytes: HOSTILE_SVG },
      picture: { name: 'photo.jpg', bytes: await jpegImage() },
    });
    expect(response.statusCode).toBe(200);
    const { sponsor } = sponsorAnswerSchema.parse(response.json());
    expect(sponsor).toMatchObject({
      name: 'Boulangerie Ducharme',
      sponsorType: 'Silver',
      color: 'brown',
      affiliateTeams: [first, second],
    });
    expect(sponsor.logo).toMatch(/^\/media\//);
    expect((await demo.app.inject({ url: sponsor.picture as string })).headers['content-type']).toBe('image/webp');
    expect((await sponsors()).map((item) => item.name)).toContain('Boulangerie Ducharme');
  });

  it.each([
    ['without a name', { sponsorType: 'Gold' }, 'name : Champ requis'],
    ['of an unknown type', { name: 'X', sponsorType: 'Diamond' }, 'sponsorType'],
    ['with a javascript: website', { name: 'X', websiteUrl: 'javascript:alert(1)' }, 'Adresse web invalide'],
    ['with a bad e-mail', { name: 'X', contactEmail: 'pas un courriel' }, 'Courriel invalide'],
    ['sponsoring an unknown team', { name: 'X', affiliateTeams: '["Personne"]' }, 'Équipe inconnue\u202f: Personne'],
    ['with teams that are not a list', { name: 'X', affiliateTeams: 'Les Lions' }, 'Liste d’équipes invalide'],
  ])('refuses a sponsor %s (400)', async (_what, parts, message) => {
    const response = await send('PUT', '/api/sponsors/add', parts);
    expect(response.statusCode).toBe(400);
    expect(refusalText(response.json())).toContain(message);
  });

  it('refuses a logo that is text named .png (415) and writes nothing', async () => {
    const before = (await sponsors()).length;
    const response = await send('PUT', '/api/sponsors/add', {
      name: 'Faux Logo',
      logo: { name: 'logo.png', bytes: Buffer.from('texte') },
    });
    expect([response.statusCode, response.json().error]).toEqual([415, IMAGE_MESSAGES.type]);
    expect((await sponsors()).length).toBe(before);
  });

  it('edits only what is sent, and its teams when they are sent', async () => {
    const sponsor = (await sponsors()).find((item) => item.name === 'Boulangerie Ducharme');
    const response = await send('POST', `/api/sponsors/edit/${sponsor?._id}`, {
      sponsorType: 'Platinum',
      affiliateTeams: '[]',
    });
    expect(response.statusCode).toBe(200);
    expect(sponsorAnswerSchema.parse(response.json()).sponsor).toMatchObject({
      name: 'Boulangerie Ducharme',
      sponsorType: 'Platinum',
      telephone: '514 555-0123',
      affiliateTeams: [],
    });
    const missing = await send('POST', '/api/sponsors/edit/nope', { name: 'Y' });
    expect([missing.statusCode, missing.json().error]).toEqual([404, SPONSOR_NOT_FOUND]);
  });

  it('edits only its teams, or nothing but a file name, without touching its other columns (no 500)', async () => {
    const sponsor = (await sponsors()).find((item) => item.name === 'Boulangerie Ducharme');
    const edits: Parts[] = [{ affiliateTeams: '[]' }, { 'logo-filename': 'logo.png' }];
    for (const parts of edits) {
      const response = await send('POST', `/api/sponsors/edit/${sponsor?._id}`, parts);
      expect({ parts, status: response.statusCode }).toEqual({ parts, status: 200 });
      expect(sponsorAnswerSchema.parse(response.json()).sponsor).toEqual(sponsor);
    }
  });

  it('refuses a second sponsor of the same name, added or renamed (409), and changes nothing', async () => {
    const [first, second] = await sponsors();
    const before = await sponsors();
    const added = await send('PUT', '/api/sponsors/add', { name: first?.name as string });
    expect([added.statusCode, added.json().error]).toEqual([409, SPONSOR_MESSAGES.nameTaken(first?.name as string)]);
    const renamed = await send('POST', `/api/sponsors/edit/${second?._id}`, { name: first?.name as string });
    expect([renamed.statusCode, renamed.json().error]).toEqual([
      409,
      SPONSOR_MESSAGES.nameTaken(first?.name as string),
    ]);
    expect(await sponsors()).toEqual(before);
    // its own name again is no conflict
    expect((await send('POST', `/api/sponsors/edit/${first?._id}`, { name: first?.name as string })).statusCode).toBe(
      200,
    );
  });

  it('removes a sponsor and the images nothing else shows', async () => {
    const sponsor = (await sponsors()).find((item) => item.name === 'Boulangerie Ducharme');
    const response = await demo.app.inject({
      method: 'DELETE',
      url: `/api/sponsors/remove/${sponsor?._id}`,
      headers: { ...SAME_ORIGIN, cookie: sessions.admin },
    });
    expect(response.statusCode).toBe(200);
    expect((await sponsors()).map((item) => item.name)).not.toContain('Boulangerie Ducharme');
    expect((await demo.app.inject({ url: sponsor?.logo as string })).statusCode).toBe(404);
    const again = await demo.app.inject({
      method: 'DELETE',
      url: `/api/sponsors/remove/${sponsor?._id}`,
      headers: { ...SAME_ORIGIN, cookie: sessions.admin },
    });
    expect(again.statusCode).toBe(404);
  });

  it('is for administrators only (a captain gets 403)', async () => {
    const captain = await loginAs(demo.app, 'captain');
    expect((await send('PUT', '/api/sponsors/add', { name: 'Z' }, captain)).statusCode).toBe(403);
  });
});
