import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from '../remotes';
import { uiConfigSchema } from './settings';

export { uiConfigSchema };

const remoteUrlsShape = Object.fromEntries(REMOTE_NAMES.map((name) => [name, z.string().min(1)])) as Record<
  RemoteName,
  z.ZodString
>;

export const projectConfigSchema = z.object({
  version: z.string(),
  remotes: z.object(remoteUrlsShape),
  remoteTimeoutMs: z.number().int().positive(),
});

export const appConfigSchema = z.object({
  cfg: z.object({ uic: uiConfigSchema, pjc: projectConfigSchema }),
});

export const healthSchema = z.object({ status: z.literal('ok') });
