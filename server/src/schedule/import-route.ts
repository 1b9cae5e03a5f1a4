import multipart from '@fastify/multipart';
import { NNBSP } from '@league/shared';
import { importOptionsSchema, type ImportOptions } from '@league/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { requireAccount } from '../accounts/guards';
import { multipartReadError } from '../http/errors';
import { filePartMessages } from '../http/file-part-messages';
import { filePart, jsonTextPart, multipartForm } from '../http/multipart-description';
import { serve } from '../http/serve';
import { Invalid } from '../league/domain-errors';
import type { RouteDeps } from '../league/route-deps';
import { FileTooLarge, IMPORT_FILE_MESSAGES, IMPORT_MAX_BYTES, UnsupportedFile } from './import-file';
import { importSchedule, type ScheduleFile } from './import-service';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The import's one file part; other text parts than `filename` and `options` are ignored, another file refused. */
const FILE_PART = 'files';
const REFUSED = filePartMessages(FILE_PART);
const BAD_OPTIONS = `Options invalides${NNBSP}: { "mode": "append" | "replace", "dryRun": true | false }`;

/** The import's parts as GET /api describes them; readUpload below reads them. */
const IMPORT_FORM = multipartForm(
  z.object({
    filename: z
      .string()
      .optional()
      .describe(`Le nom du fichier tel que la personne l’a choisi (sinon celui de ${FILE_PART})`),
    options: jsonTextPart(
      importOptionsSchema,
      `Les options, en JSON${NNBSP}: mode (append${NNBSP}: ajouter${NNBSP}; replace${NNBSP}: remplacer les matchs à jouer) et dryRun (true${NNBSP}: ne rien écrire)`,
    ).optional(),
  }),
  {
    [FILE_PART]: filePart(
      `Le fichier des matchs${NNBSP}: CSV en UTF-8 ou classeur Excel (.xlsx), de ${IMPORT_MAX_BYTES / 1024 / 1024} Mo au plus`,
    ),
  },
);

/**
 * POST /api/schedule/import, multipart: `files` (the .csv or .xlsx), `filename` (its name as the
 * person chose it) and `options` (JSON text, importOptionsSchema). 200 with the report when written or on a
 * dry run; 400 with the same report, nothing written, when a row is bad.
 */
export async function importRoute(app: ZodApp, deps: RouteDeps): Promise<void> {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 } });
  serve(
    app,
    'importSchedule',
    async (request, reply) => {
      const { file, options } = await readUpload(request);
      const report = await importSchedule(deps, requireAccount(request), file, options);
      if (report.success || report.dryRun) return report;
      // a bad row answers 400 with the report (the entry's refusal); other refusals with the usual error shape
      return reply.status(400).send({ ...report, success: false as const, error: report.error ?? '' });
    },
    { multipart: IMPORT_FORM },
  );
}

/** The README's samples (server/samples), next to src/ and dist/ alike. */
const SAMPLES_DIR = join(__dirname, '..', '..', 'samples');
const SAMPLE_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** GET /api/schedule/import/sample/{format}: the sample file the import dialog links to, as a download. */
export function importSampleRoute(app: ZodApp): void {
  serve(app, 'importSample', async (request, reply) => {
    const { format } = request.params;
    const bytes = await readFile(join(SAMPLES_DIR, `schedule-sample.${format}`));
    return reply
      .header('Content-Disposition', `attachment; filename="schedule-sample.${format}"`)
      .header('Cache-Control', 'public, max-age=3600')
      .type(SAMPLE_TYPES[format])
      .send(bytes);
  });
}

async function readUpload(request: FastifyRequest): Promise<{ file: ScheduleFile; options: ImportOptions }> {
  const fields: Record<string, string> = {};
  let file: ScheduleFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
      } else if (part.fieldname === FILE_PART) {
        file = { name: part.filename, bytes: await part.toBuffer() };
      } else {
        part.file.resume(); // not read: dropped as it arrives
        throw new Invalid(REFUSED.unexpected(part.fieldname));
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new FileTooLarge(IMPORT_FILE_MESSAGES.tooLarge);
    // a body that is not multipart at all: the same answer as any other wrong content type
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new UnsupportedFile(IMPORT_FILE_MESSAGES.type);
    throw multipartReadError(error);
  }
  if (!file) throw new Invalid(REFUSED.none);
  return { file: { ...file, name: fields.filename || file.name }, options: parseOptions(fields.options) };
}

function parseOptions(text: string | undefined): ImportOptions {
  try {
    return importOptionsSchema.parse(text ? JSON.parse(text) : {});
  } catch {
    throw new Invalid(BAD_OPTIONS);
  }
}
