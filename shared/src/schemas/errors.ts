import { z } from 'zod';

/** The one failure shape of every API answer. */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export type ErrorResponse = z.infer<typeof errorResponseSchema>;
