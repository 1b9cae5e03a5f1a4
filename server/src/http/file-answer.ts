import { z } from 'zod';

/** The bytes of a file: the route sends a Buffer, which goes through no serialiser; described as binary. */
const fileBytes = (type: string) =>
  z
    .custom<Buffer>((value) => Buffer.isBuffer(value))
    .meta({ type: 'string', format: 'binary', contentMediaType: type });

/**
 * A success answer that is a file rather than JSON (an image, a spreadsheet): in the API description, each content
 * type it may carry with a binary body.
 */
export function fileAnswer(description: string, contentTypes: readonly string[]) {
  // the description names media types; a parameter the answer carries (charset) does not change the type
  const types = [...new Set(contentTypes.map((type) => type.split(';')[0]?.trim() ?? type))];
  return { description, content: Object.fromEntries(types.map((type) => [type, { schema: fileBytes(type) }])) };
}
