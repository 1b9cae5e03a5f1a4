import { NNBSP } from '@league/shared';
import { documentKey, isTemplateDocument } from '@league/shared/validation';
import type { HomeResource, ResourceCreateBody, ResourceEditBody } from '@league/shared/schemas';
import type { Account } from '../accounts/current-account';
import { Conflict, Invalid, NotFound } from '../league/domain-errors';
import type { RouteDeps } from '../league/route-deps';
import { runWrite } from '../league/write';
import { cleanPageHtml } from '../league/page-html';
import { deleteResource, findResource, insertResource, resourceExists, updateResource } from './resources-repository';

/**
 * Administrators write the information pages and the home texts. A page's key is its title
 * turned into a key; the HTML is sanitised before it is stored, so a visitor never receives a script.
 */

type ResourcesDeps = Pick<RouteDeps, 'db'>;
const TEMPLATE_TITLE = `«${NNBSP}Nouveau Document${NNBSP}» est réservé au modèle de nouvelle page${NNBSP}: choisissez un autre titre`;
const notFound = (key: string) => new NotFound(`Aucun document nommé ${key}`);

/** The key of a new or renamed page: refused when it is the template's or taken by another page. */
async function freeKeyOf(db: ResourcesDeps['db'], title: string): Promise<string> {
  if (isTemplateDocument(title)) throw new Invalid(TEMPLATE_TITLE);
  const key = documentKey(title);
  if (await resourceExists(db, 'general', key))
    throw new Conflict(`Un document nommé «${NNBSP}${title}${NNBSP}» existe déjà`);
  return key;
}

export async function createResource(
  deps: ResourcesDeps,
  actor: Account,
  name: string,
  body: ResourceCreateBody,
): Promise<string> {
  const key = documentKey(body.title);
  if (name !== key) throw new Invalid(`L'adresse du document doit être ${key}, tirée de son titre`);
  const detail = `Document «${NNBSP}${body.title}${NNBSP}» créé`;
  const contentHtml = await cleanPageHtml(body.data);
  await runWrite(deps, actor, { action: 'create', entity: 'resource', id: key, detail }, async ({ trx }) => {
    await insertResource(trx, {
      kind: 'general',
      key: await freeKeyOf(trx, body.title),
      title: body.title,
      content_html: contentHtml,
    });
  });
  return key;
}

/** Edits the content and, with `newName`, renames the page (its key follows the new title). */
export async function editResource(
  deps: ResourcesDeps,
  actor: Account,
  name: string,
  body: ResourceEditBody,
): Promise<string> {
  const page = await findResource(deps.db, 'general', name);
  if (!page) throw notFound(name);
  const renamed = body.newName !== undefined && body.newName !== page.title;
  const detail = renamed
    ? `Document «${NNBSP}${page.title}${NNBSP}» renommé «${NNBSP}${body.newName}${NNBSP}»`
    : `Document «${NNBSP}${page.title}${NNBSP}» modifié`;
  const contentHtml = body.data === undefined ? undefined : await cleanPageHtml(body.data);
  return runWrite(deps, actor, { action: 'update', entity: 'resource', id: name, detail }, async ({ trx }) => {
    let key = name;
    if (renamed && body.newName !== undefined) {
      key = documentKey(body.newName) === name ? name : await freeKeyOf(trx, body.newName);
    }
    const changed = await updateResource(trx, 'general', name, {
      ...(renamed ? { key, title: body.newName } : {}),
      ...(contentHtml !== undefined ? { content_html: contentHtml } : {}),
    });
    if (!changed) throw notFound(name);
    return key;
  });
}

/** The home page's texts by name, titled as the « Documents » tab shows them. */
export const HOME_TEXT_TITLES: Record<HomeResource, string> = {
  league_descr_long: 'La ligue',
  league_descr_short: 'En bref',
  league_join: 'Joindre une équipe',
};

/**
 * Edits one of the home page's texts; they are never renamed. A new league has none of them yet: its first edit
 * writes it.
 */
export async function editHomeText(
  deps: ResourcesDeps,
  actor: Account,
  name: HomeResource,
  body: ResourceEditBody,
): Promise<string> {
  if (body.newName !== undefined) throw new Invalid('Les textes de la page d’accueil ne se renomment pas');
  const title = (await findResource(deps.db, 'home', name))?.title ?? HOME_TEXT_TITLES[name];
  const detail = `Document «${NNBSP}${title}${NNBSP}» modifié`;
  const contentHtml = body.data === undefined ? undefined : await cleanPageHtml(body.data);
  return runWrite(deps, actor, { action: 'update', entity: 'resource', id: name, detail }, async ({ trx }) => {
    const changes = contentHtml === undefined ? {} : { content_html: contentHtml };
    if (!(await updateResource(trx, 'home', name, changes)))
      await insertResource(trx, { kind: 'home', key: name, title, content_html: contentHtml ?? '' });
    return name;
  });
}

export async function removeResource(deps: ResourcesDeps, actor: Account, name: string): Promise<void> {
  const page = await findResource(deps.db, 'general', name);
  if (!page) throw notFound(name);
  const detail = `Document «${NNBSP}${page.title}${NNBSP}» retiré`;
  await runWrite(deps, actor, { action: 'delete', entity: 'resource', id: name, detail }, async ({ trx }) => {
    if (!(await deleteResource(trx, name))) throw notFound(name);
  });
}
