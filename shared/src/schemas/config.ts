import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from '../remotes';

export const uiConfigSchema = z.object({
  externalFieldLink: z.object({ url: z.string(), name: z.string() }).nullable(),
  maxReservationRequests: z.number().int().min(1),
  socialLinks: z.array(z.object({ name: z.string(), url: z.string() })),
  showJoinTeam: z.boolean(),
  showSignUp: z.boolean(),
  showJoinYear: z.boolean(),
  timeZone: z.string().min(1),
});

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
