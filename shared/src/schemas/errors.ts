import { z } from 'zod';

/** The one failure shape of every API answer. */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** a warning the caller may pass: send the request again with this body key set to true */
  confirm: z.string().optional(),
});

export type ErrorResponse = z.infer<typeof errorResponseSchema>;
