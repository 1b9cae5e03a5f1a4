import type { FieldAddBody } from '@league/shared/schemas';
import { randomUUID } from 'node:crypto';
import type { Account } from '../accounts/current-account';
import { Conflict, NotFound } from '../league/domain-errors';
import type { RouteDeps } from '../league/route-deps';
import { runWrite } from '../league/write';
import { currentFieldNamed, deleteField, fieldUses, findCurrentFieldById, insertField } from './fields-repository';

/** Administrators add and remove the current season's fields (spec §6 "only admins can edit fields"). */

type FieldsDeps = Pick<RouteDeps, 'db'>;
const FIELD_NOT_FOUND = 'Terrain introuvable';

export async function addField(deps: FieldsDeps, actor: Account, body: FieldAddBody): Promise<string> {
  const id = randomUUID();
  const change = { action: 'create', entity: 'field', id, detail: `Terrain ${body.name} ajouté` } as const;
  await runWrite(deps, actor, change, async ({ trx }) => {
    if (await currentFieldNamed(trx, body.name)) throw new Conflict(`Un terrain nommé ${body.name} existe déjà`);
    await insertField(trx, { id, ...body });
  });
  return id;
}

/** A field where matches are played or time slots offered stays: removing it would lose them. */
export async function removeField(deps: FieldsDeps, actor: Account, id: string): Promise<void> {
  const field = await findCurrentFieldById(deps.db, id);
  if (!field) throw new NotFound(FIELD_NOT_FOUND);
  const change = { action: 'delete', entity: 'field', id, detail: `Terrain ${field.name} retiré` } as const;
  await runWrite(deps, actor, change, async ({ trx }) => {
    const uses = await fieldUses(trx, id);
    if (uses.matches > 0) {
      throw new Conflict(`Le terrain ${field.name} a ${uses.matches} match(s) au calendrier : il ne peut être retiré`);
    }
    if (uses.timeslots > 0) {
      throw new Conflict(`Le terrain ${field.name} a des plages horaires de reprise : retirez-les d'abord`);
    }
    if (!(await deleteField(trx, id))) throw new NotFound(FIELD_NOT_FOUND);
  });
}
