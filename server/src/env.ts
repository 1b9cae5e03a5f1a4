import { defaultRemoteEntryUrl, NNBSP, REMOTE_LOAD_TIMEOUT_MS, REMOTE_NAMES, type RemoteName } from '@league/shared';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';

/** Where each built app lives on disk: the shell at /, each remote under /mf/<name>/. */
export interface WebRoots {
  shell: string;
  remotes: Record<RemoteName, string>;
}

export interface ServerConfig {
  port: number;
  /** `postgres://…`, or the SQLite file (default `<DATA_DIR>/league.db`) */
  databaseUrl: string;
  /** 'demo' loads the demo league into an empty database; 'none' leaves it empty */
  seed: 'demo' | 'none';
  googleMapsKey: string | null;
  /** ADMIN_EMAIL + ADMIN_PASSWORD: an administrator created or reset at start */
  bootstrapAdmin: { email: string; password: string } | null;
  /** where /images/home/* are read from */
  homeImagesDir: string;
  /** how long a session lives without being used (sliding) */
  sessionTtlMs: number;
  /** the site's address as people reach it, for links in mail */
  publicUrl: string;
  /** SMTP server for mail; without it mail goes to <DATA_DIR>/outbox as .eml files */
  smtpUrl: string | null;
  mailFrom: string;
  host: string;
  dataDir: string;
  remoteUrls: Record<RemoteName, string>;
  remoteTimeoutMs: number;
  webRoots: WebRoots;
  /**
   * Behind a load balancer: the proxies whose X-Forwarded-For / -Proto to believe (addresses and CIDR ranges), so
   * that per-address rate limits and Secure cookies see the visitor, not the balancer.
   */
  trustProxy: string[] | null;
  /** the live stream of the pages open in browsers (server/src/live/) */
  live: LiveSettings;
}

/** How one process holds the live streams of open pages (docs/architecture.md#live). */
export interface LiveSettings {
  /** the most streams it holds at once (LIVE_MAX_STREAMS); one more is refused with 503 */
  maxStreams: number;
  /** the period of the comment that keeps an idle stream open through proxies */
  heartbeatMs: number;
  /** a stream whose unsent bytes pass this is a reader who stopped reading: it is dropped */
  maxBufferedBytes: number;
  /** how long a browser waits before reconnecting (the stream's `retry:`) */
  retryMs: number;
}

export const LIVE_DEFAULTS: LiveSettings = {
  maxStreams: 2000,
  heartbeatMs: 25_000,
  maxBufferedBytes: 64 * 1024,
  retryMs: 3_000,
};

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().min(1).optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  GOOGLE_MAPS_KEY: z.string().min(1).optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, '8 caractères au moins').optional(),
  HOME_IMAGES_DIR: z.string().min(1).optional(),
  SESSION_DAYS: z.coerce.number().positive().max(365).default(30),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'une adresse smtp:// ou smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Ligue <ne-pas-repondre@ligue.test>'),
  REMOTE_TIMEOUT_MS: z.coerce.number().int().positive().default(REMOTE_LOAD_TIMEOUT_MS),
  TRUST_PROXY: z
    .string()
    .regex(/^[\w.:/]+(,[\w.:/]+)*$/, 'des adresses ou des plages (CIDR) séparées par des virgules')
    .optional(),
  LIVE_MAX_STREAMS: z.coerce.number().int().min(1).max(100_000).default(LIVE_DEFAULTS.maxStreams),
  ...Object.fromEntries(REMOTE_NAMES.map((name) => [remoteUrlVariable(name), z.string().min(1).optional()])),
});

/** Where mail goes when no SMTP_URL is set: one .eml file per message. */
export function outboxDir(config: Pick<ServerConfig, 'dataDir'>): string {
  return join(config.dataDir, 'outbox');
}

/** REMOTE_URL_PUBLIC etc.: move a remote to another origin or CDN without rebuilding the shell. */
export function remoteUrlVariable(name: RemoteName): string {
  return `REMOTE_URL_${name.toUpperCase()}`;
}

function packageDist(packageName: string): string {
  return join(dirname(require.resolve(`${packageName}/package.json`)), 'dist');
}

export function defaultWebRoots(): WebRoots {
  return {
    shell: packageDist('@league/shell'),
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, packageDist(`@league/mf-${name}`)])) as Record<
      RemoteName,
      string
    >,
  };
}

function bootstrapAdmin(email: string | undefined, password: string | undefined) {
  if (!email && !password) return null;
  if (!email || !password)
    throw new Error(`Environnement invalide${NNBSP}: ADMIN_EMAIL et ADMIN_PASSWORD vont ensemble`);
  return { email, password };
}

/** Reads the environment once at start; a bad value stops the server with a clear message. */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}${NNBSP}: ${issue.message}`)
      .join(`${NNBSP}; `);
    throw new Error(`Environnement invalide${NNBSP}: ${problems}`);
  }
  const values = parsed.data as z.infer<typeof envSchema> & Record<string, string | undefined>;
  const dataDir = resolve(values.DATA_DIR);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL ?? join(dataDir, 'league.db'),
    seed: values.SEED,
    googleMapsKey: values.GOOGLE_MAPS_KEY ?? null,
    bootstrapAdmin: bootstrapAdmin(values.ADMIN_EMAIL, values.ADMIN_PASSWORD),
    homeImagesDir: resolve(values.HOME_IMAGES_DIR ?? join(__dirname, '..', 'assets', 'home')),
    sessionTtlMs: values.SESSION_DAYS * 24 * 60 * 60 * 1000,
    publicUrl: values.PUBLIC_URL ?? `http://localhost:${values.PORT}/`,
    smtpUrl: values.SMTP_URL ?? null,
    mailFrom: values.MAIL_FROM,
    remoteTimeoutMs: values.REMOTE_TIMEOUT_MS,
    remoteUrls: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, values[remoteUrlVariable(name)] ?? defaultRemoteEntryUrl(name)]),
    ) as Record<RemoteName, string>,
    webRoots: defaultWebRoots(),
    trustProxy: values.TRUST_PROXY?.split(',') ?? null,
    live: { ...LIVE_DEFAULTS, maxStreams: values.LIVE_MAX_STREAMS },
  };
}
