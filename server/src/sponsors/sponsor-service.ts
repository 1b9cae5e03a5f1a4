import { NNBSP } from '@league/shared';
import type { Sponsor, SponsorAddForm, SponsorEditForm } from '@league/shared/schemas';
import { randomUUID } from 'node:crypto';
import type { Account } from '../accounts/current-account';
import type { Db } from '../db/database';
import { Conflict, NotFound } from '../league/domain-errors';
import { currentTeamIds } from '../league/team-names';
import { runWrite } from '../league/write';
import type { ImageForm } from '../media/image-form';
import { removeUnusedMedia } from '../media/media-repository';
import { dropReplacedImages, storeImages } from '../media/stored-images';
import {
  deleteSponsor,
  findSponsor,
  insertSponsor,
  setSponsorTeams,
  sponsorNameTaken,
  updateSponsor,
} from './sponsor-writes-repository';
import { listSponsors } from './sponsors-repository';

/** Adding, editing and removing a sponsor; administrators only. */
export const SPONSOR_NOT_FOUND = 'Commanditaire introuvable';
export const SPONSOR_MESSAGES = {
  nameTaken: (name: string) => `Un commanditaire porte déjà le nom «${NNBSP}${name}${NNBSP}»`,
} as const;

type Deps = { db: Db };

async function sponsorOf(db: Db, id: string) {
  const sponsor = await findSponsor(db, id);
  if (!sponsor) throw new NotFound(SPONSOR_NOT_FOUND);
  return sponsor;
}

/** The sponsor as GET /api/sponsors shows it. */
async function shownSponsor(db: Db, id: string): Promise<Sponsor> {
  const sponsor = (await listSponsors(db)).find((item) => item._id === id);
  if (!sponsor) throw new NotFound(SPONSOR_NOT_FOUND);
  return sponsor;
}

export async function addSponsor(deps: Deps, account: Account, form: ImageForm<SponsorAddForm>): Promise<Sponsor> {
  const { fields } = form;
  if (await sponsorNameTaken(deps.db, fields.name)) throw new Conflict(SPONSOR_MESSAGES.nameTaken(fields.name));
  const teamIds = await currentTeamIds(deps.db, fields.affiliateTeams);
  const id = randomUUID();
  const detail = `Commanditaire ajouté${NNBSP}: ${fields.name}`;
  await runWrite(deps, account, { action: 'create', entity: 'sponsor', id, detail }, async ({ trx }) => {
    await insertSponsor(trx, {
      id,
      name: fields.name,
      sponsor_type: fields.sponsorType,
      website_url: fields.websiteUrl,
      description: fields.description,
      telephone: fields.telephone,
      contact_email: fields.contactEmail,
      color: fields.color,
      logo_media: null,
      picture_media: null,
      ...(await storeImages(trx, form)),
    });
    await setSponsorTeams(trx, id, teamIds);
  });
  return shownSponsor(deps.db, id);
}

export async function editSponsor(
  deps: Deps,
  account: Account,
  id: string,
  form: ImageForm<SponsorEditForm>,
): Promise<Sponsor> {
  const { fields } = form;
  const before = await sponsorOf(deps.db, id);
  if (fields.name !== undefined && (await sponsorNameTaken(deps.db, fields.name, id))) {
    throw new Conflict(SPONSOR_MESSAGES.nameTaken(fields.name));
  }
  const teamIds = fields.affiliateTeams ? await currentTeamIds(deps.db, fields.affiliateTeams) : null;
  const detail = `Commanditaire modifié${NNBSP}: ${fields.name ?? before.name}`;
  await runWrite(deps, account, { action: 'update', entity: 'sponsor', id, detail }, async ({ trx }) => {
    await updateSponsor(trx, id, {
      ...(await storeImages(trx, form)),
      ...(fields.name !== undefined ? { name: fields.name } : {}),
      ...(fields.sponsorType !== undefined ? { sponsor_type: fields.sponsorType } : {}),
      ...(fields.websiteUrl !== undefined ? { website_url: fields.websiteUrl } : {}),
      ...(fields.description !== undefined ? { description: fields.description } : {}),
      ...(fields.telephone !== undefined ? { telephone: fields.telephone } : {}),
      ...(fields.contactEmail !== undefined ? { contact_email: fields.contactEmail } : {}),
      ...(fields.color !== undefined ? { color: fields.color } : {}),
    });
    if (teamIds) await setSponsorTeams(trx, id, teamIds);
    await dropReplacedImages(trx, before, form);
  });
  return shownSponsor(deps.db, id);
}

export async function removeSponsor(deps: Deps, account: Account, id: string): Promise<void> {
  const sponsor = await sponsorOf(deps.db, id);
  const detail = `Commanditaire retiré${NNBSP}: ${sponsor.name}`;
  await runWrite(deps, account, { action: 'delete', entity: 'sponsor', id, detail }, async ({ trx }) => {
    await deleteSponsor(trx, id);
    await removeUnusedMedia(trx, [sponsor.logo_media, sponsor.picture_media]);
  });
}
