import multipart from '@fastify/multipart';
import { NNBSP } from '@league/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../accounts/guards';
import { Invalid } from '../league/domain-errors';
import type { RouteDeps } from '../league/route-deps';
import { HttpError, multipartReadError } from '../http/errors';
import { filePartMessages } from '../http/file-part-messages';
import { filePart, multipartForm } from '../http/multipart-description';
import { serve } from '../http/serve';
import {
  backupBytes,
  listBackups,
  removeBackup,
  restoreBackup,
  restoreListedBackup,
  takeBackup,
} from './backups-service';

const UPLOAD_MAX_BYTES = 200 * 1024 * 1024;
/** The upload's one file part; other text parts are ignored, another file is refused. */
const FILE_PART = 'files';
const REFUSED = filePartMessages(FILE_PART);
const TOO_LARGE = 'Fichier trop volumineux (200 Mo au plus)';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const UPLOAD_FORM = multipartForm(z.object({}), {
  [FILE_PART]: filePart(
    `La sauvegarde${NNBSP}: un classeur .xlsx pris par ce site, de ${UPLOAD_MAX_BYTES / 1024 / 1024} Mo au plus`,
  ),
});

/** Spreadsheet backups: administrators only. */
export const backupsRoutes =
  (deps: RouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const answer = async () => ({ success: true as const, backups: await listBackups(deps.db) });
    await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2 } });

    serve(app, 'backups', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return answer();
    });

    serve(app, 'addBackup', async (request) => {
      await takeBackup(deps, requireAccount(request));
      return answer();
    });

    serve(app, 'downloadBackup', async (request, reply) => {
      const { backupName } = request.params;
      const bytes = await backupBytes(deps, backupName);
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="${backupName}"`)
        .type(XLSX)
        .send(bytes);
    });

    serve(app, 'removeBackup', async (request) => {
      await removeBackup(deps, requireAccount(request), request.params.backupName);
      return answer();
    });

    serve(app, 'restoreBackup', async (request) => {
      await restoreListedBackup(deps, requireAccount(request), request.params.backupName);
      return answer();
    });

    serve(
      app,
      'uploadBackup',
      async (request) => {
        const file = await readUpload(request);
        await restoreBackup(deps, requireAccount(request), file.bytes, file.name.slice(0, 100));
        return answer();
      },
      { multipart: UPLOAD_FORM },
    );
  };

async function readUpload(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== FILE_PART) {
        part.file.resume(); // not read: dropped as it arrives
        throw new Invalid(REFUSED.unexpected(part.fieldname));
      }
      return { name: part.filename || 'fichier', bytes: await part.toBuffer() };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, TOO_LARGE);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new HttpError(415, 'Envoi multipart attendu');
    throw multipartReadError(error);
  }
  throw new Invalid(REFUSED.none);
}
