import path from 'node:path';

export type SmsDriverName = 'console' | 'file' | 'http';
export type UploadStoreName = 'folder' | 'database';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Empty: SQLite file in dataDir. `postgres://…`: PostgreSQL. */
  databaseUrl: string;
  redisUrl: string;
  smsDriver: SmsDriverName;
  smsOutbox: string;
  /** Root of uploaded files, served as /profile/** (and /prod-api/profile/**). */
  uploadDir: string;
  /**
   * Where uploaded files are kept: `folder` (uploadDir, one instance or a shared network folder)
   * or `database` (a table, so every instance behind a load balancer serves every upload).
   */
  uploadStore: UploadStoreName;
  smsHttpUrl: string;
  /** undefined: follow config key sys.account.captchaEnabled. */
  captchaEnabled: boolean | undefined;
  demoSeed: boolean;
  /** Directory of the built SPA; undefined when not served (tests, dev). */
  webDist: string | undefined;
  logLevel: string;
  /** Behind a reverse proxy: take the client's IP from X-Forwarded-For. */
  trustProxy: boolean;
  /** Public origin for sitemap and Open Graph URLs; empty: taken from each request's Host. */
  siteUrl: string;
  /**
   * How long an instance keeps the public menu, home blocks, links and settings. Its own staff
   * writes clear them at once; another instance's writes show within this time.
   */
  cacheSeconds: number;
  /** How often an instance reads the scheduled jobs back, to follow edits made through another. */
  jobSyncSeconds: number;
}

function parseBoolean(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (['true', '1', 'yes', 'on'].includes(value.toLowerCase())) return true;
  if (['false', '0', 'no', 'off'].includes(value.toLowerCase())) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

function parseSeconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new Error(`${name} must be 0 or more seconds, got "${value}"`);
  return seconds;
}

function parsePort(value: string | undefined): number {
  const port = Number(value ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be 0–65535, got "${value}"`);
  return port;
}

const SMS_DRIVERS: SmsDriverName[] = ['console', 'file', 'http'];
const UPLOAD_STORES: UploadStoreName[] = ['folder', 'database'];

/** Reads the environment once; every variable is listed in the README. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const smsDriver = (env.SMS_DRIVER || 'console') as SmsDriverName;
  if (!SMS_DRIVERS.includes(smsDriver)) {
    throw new Error(`SMS_DRIVER must be one of ${SMS_DRIVERS.join(', ')}, got "${env.SMS_DRIVER}"`);
  }
  if (smsDriver === 'http' && !env.SMS_HTTP_URL) throw new Error('SMS_DRIVER=http needs SMS_HTTP_URL');
  const uploadStore = (env.UPLOAD_STORE || 'folder') as UploadStoreName;
  if (!UPLOAD_STORES.includes(uploadStore)) {
    throw new Error(`UPLOAD_STORE must be one of ${UPLOAD_STORES.join(', ')}, got "${env.UPLOAD_STORE}"`);
  }
  const databaseUrl = env.DATABASE_URL || '';
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// (leave it empty for SQLite)');
  }
  const siteUrl = (env.SITE_URL || '').replace(/\/+$/, '');
  if (siteUrl && !/^https?:\/\/[^/]+$/.test(siteUrl)) {
    throw new Error(`SITE_URL must be an origin like https://www.example.org, got "${env.SITE_URL}"`);
  }
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl,
    redisUrl: env.REDIS_URL || '',
    smsDriver,
    smsOutbox: path.resolve(env.SMS_OUTBOX || path.join(dataDir, 'sms-outbox.jsonl')),
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(dataDir, 'profile')),
    uploadStore,
    smsHttpUrl: env.SMS_HTTP_URL || '',
    captchaEnabled: parseBoolean('CAPTCHA_ENABLED', env.CAPTCHA_ENABLED),
    demoSeed: parseBoolean('DEMO_SEED', env.DEMO_SEED) ?? true,
    webDist:
      env.WEB_DIST === ''
        ? undefined
        : path.resolve(env.WEB_DIST || new URL('../../web/dist', import.meta.url).pathname),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: parseBoolean('TRUST_PROXY', env.TRUST_PROXY) ?? false,
    siteUrl,
    cacheSeconds: parseSeconds('CACHE_SECONDS', env.CACHE_SECONDS, 2),
    jobSyncSeconds: parseSeconds('JOB_SYNC_SECONDS', env.JOB_SYNC_SECONDS, 30),
  };
}
