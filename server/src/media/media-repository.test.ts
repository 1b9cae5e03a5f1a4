import { createHash } from 'node:crypto';
import { ENGINES, createTestDatabase, type TestDatabase } from '../test-support/databases';
import {
  insertMedia,
  readLeagueLogoMedia,
  removeUnusedMedia,
  writeLeagueLogoMedia,
  type MediaRow,
} from './media-repository';

const png = (text: string): MediaRow => {
  const bytes = Buffer.from(text);
  return { id: createHash('sha256').update(bytes).digest('hex'), mime: 'image/png', bytes };
};

describe.each(ENGINES)('media rows nothing shows any more, on %s', (engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(engine);
  });
  afterAll(() => test.drop());

  const ids = async () =>
    (await test.db.selectFrom('media').select('id').orderBy('id').execute()).map((row) => row.id).sort();

  it('never removes the league’s logo, which settings name, and removes it once they name it no more', async () => {
    const [wide, narrow, loose] = [png('large'), png('étroit'), png('seul')];
    for (const row of [wide, narrow, loose]) await insertMedia(test.db, row);
    await writeLeagueLogoMedia(test.db, { wide: wide.id, narrow: narrow.id });
    expect(await readLeagueLogoMedia(test.db)).toEqual({ wide: wide.id, narrow: narrow.id });

    await removeUnusedMedia(test.db, [wide.id, narrow.id, loose.id]);
    expect(await ids()).toEqual([wide.id, narrow.id].sort());

    await writeLeagueLogoMedia(test.db, null);
    expect(await readLeagueLogoMedia(test.db)).toEqual({ wide: null, narrow: null });
    await removeUnusedMedia(test.db, [wide.id, narrow.id]);
    expect(await ids()).toEqual([]);
  });

  it('reads a logo setting that is not a JSON text as none', async () => {
    await writeLeagueLogoMedia(test.db, null);
    await test.db.insertInto('settings').values({ key: 'logo_wide_media', value: 'pas du JSON' }).execute();
    expect(await readLeagueLogoMedia(test.db)).toEqual({ wide: null, narrow: null });
    await writeLeagueLogoMedia(test.db, null);
  });
});
