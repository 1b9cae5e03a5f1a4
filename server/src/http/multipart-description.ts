import type { FastifySchema } from 'fastify';
import { z } from 'zod';

/**
 * Multipart forms in the API description. A route reads its parts itself (the framework validates no
 * multipart body), so it declares them apart from `body`: `schema.multipart`, a zod object made by multipartForm,
 * becomes the operation's multipart/form-data request body in GET /api and nothing else.
 */
declare module 'fastify' {
  interface FastifySchema {
    /** the parts of a multipart/form-data body, described only: see multipartForm */
    multipart?: z.ZodObject;
  }
}

/** A file part: binary in the description, with what the route takes, in French. */
export function filePart(description: string) {
  return z.file().describe(description);
}

/** A text part that holds JSON (the import's options): described with the JSON Schema of what its value accepts. */
export function jsonTextPart(schema: z.ZodType, description: string) {
  const { $schema: _dialect, ...contentSchema } = z.toJSONSchema(schema, { io: 'input' });
  return z.string().meta({ description, contentMediaType: 'application/json', contentSchema });
}

/**
 * A form's parts: its text parts, as the schema the route reads them with (the shared one where there is one), and
 * its files. A strict text schema makes a closed form: the description then says no other part is taken.
 */
export function multipartForm(text: z.ZodObject, files: Record<string, z.ZodType>): z.ZodObject {
  return text.extend(files);
}

/** The route schema as the API description reads it: a declared form is the request body, in multipart/form-data. */
export function withMultipartBody(schema: FastifySchema): FastifySchema {
  const { multipart, ...rest } = schema;
  return multipart ? { ...rest, body: multipart, consumes: ['multipart/form-data'] } : schema;
}
