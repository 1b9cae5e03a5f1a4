import { fieldNamed, NNBSP, theField } from '@league/shared';
import type { FieldAddBody } from '@league/shared/schemas';
import { randomUUID } from 'node:crypto';
import type { Account } from '../accounts/current-account';
import { Conflict, NotFound } from '../league/domain-errors';
import type { RouteDeps } from '../league/route-deps';
import { runWrite } from '../league/write';
import {
  currentFieldNamed,
  deleteField,
  fieldUses,
  findCurrentFieldById,
  insertField,
  updateField,
} from './fields-repository';

/** Administrators add, edit and remove the current season's fields (only administrators edit fields). */

type FieldsDeps = Pick<RouteDeps, 'db'>;
const FIELD_NOT_FOUND = 'Terrain introuvable';
const nameTaken = (name: string) => new Conflict(`Un terrain nommé ${name} existe déjà`);

export async function addField(deps: FieldsDeps, actor: Account, body: FieldAddBody): Promise<string> {
  const id = randomUUID();
  const change = { action: 'create', entity: 'field', id, detail: `${fieldNamed(body.name)} ajouté` } as const;
  await runWrite(deps, actor, change, async ({ trx }) => {
    if (await currentFieldNamed(trx, body.name)) throw nameTaken(body.name);
    await insertField(trx, { id, ...body });
  });
  return id;
}

/** A field's name, type and address change in place: its matches and time slots follow it (they hold its id). */
export async function editField(deps: FieldsDeps, actor: Account, id: string, body: FieldAddBody): Promise<void> {
  const field = await findCurrentFieldById(deps.db, id);
  if (!field) throw new NotFound(FIELD_NOT_FOUND);
  const renamed = field.name === body.name ? '' : ` (renommé ${body.name})`;
  const change = {
    action: 'update',
    entity: 'field',
    id,
    detail: `${fieldNamed(field.name)} modifié${renamed}`,
  } as const;
  await runWrite(deps, actor, change, async ({ trx }) => {
    if (await currentFieldNamed(trx, body.name, id)) throw nameTaken(body.name);
    if (!(await updateField(trx, id, body))) throw new NotFound(FIELD_NOT_FOUND);
  });
}

/** A field where matches are played or time slots offered stays: removing it would lose them. */
export async function removeField(deps: FieldsDeps, actor: Account, id: string): Promise<void> {
  const field = await findCurrentFieldById(deps.db, id);
  if (!field) throw new NotFound(FIELD_NOT_FOUND);
  const change = { action: 'delete', entity: 'field', id, detail: `${fieldNamed(field.name)} supprimé` } as const;
  await runWrite(deps, actor, change, async ({ trx }) => {
    const uses = await fieldUses(trx, id);
    if (uses.matches > 0) {
      throw new Conflict(
        `${theField(field.name, true)} a ${uses.matches} match(s) au calendrier${NNBSP}: il ne peut être supprimé`,
      );
    }
    if (uses.timeslots > 0) {
      throw new Conflict(
        `${theField(field.name, true)} a des plages horaires de reprise${NNBSP}: supprimez-les d'abord`,
      );
    }
    if (!(await deleteField(trx, id))) throw new NotFound(FIELD_NOT_FOUND);
  });
}
