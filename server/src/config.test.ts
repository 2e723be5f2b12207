import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: '',
      smsDriver: 'console',
      smsOutbox: path.resolve('./data/sms-outbox.jsonl'),
      uploadDir: path.resolve('./data/profile'),
      uploadStore: 'folder',
      captchaEnabled: undefined,
      demoSeed: true,
      siteUrl: '',
    });
  });

  it.each([
    ['PORT', '9000', 'port', 9000],
    ['HOST', '0.0.0.0', 'host', '0.0.0.0'],
    ['DATA_DIR', '/tmp/x', 'dataDir', '/tmp/x'],
    ['DATABASE_URL', 'postgres://u@h/db', 'databaseUrl', 'postgres://u@h/db'],
    ['SMS_DRIVER', 'file', 'smsDriver', 'file'],
    ['SMS_OUTBOX', '/tmp/out.jsonl', 'smsOutbox', '/tmp/out.jsonl'],
    ['UPLOAD_DIR', '/tmp/files', 'uploadDir', '/tmp/files'],
    ['UPLOAD_STORE', 'database', 'uploadStore', 'database'],
    ['CAPTCHA_ENABLED', 'false', 'captchaEnabled', false],
    ['DEMO_SEED', 'false', 'demoSeed', false],
    ['SITE_URL', 'https://www.xiehui.example.org/', 'siteUrl', 'https://www.xiehui.example.org'],
  ] as const)('reads %s=%s by its documented name into %s', (name, value, key, expected) => {
    expect(loadConfig({ [name]: value })[key]).toBe(expected);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be 0–65535'],
    [{ SMS_DRIVER: 'pigeon' }, 'SMS_DRIVER must be one of console, file, http'],
    [{ SMS_DRIVER: 'http' }, 'SMS_DRIVER=http needs SMS_HTTP_URL'],
    [{ UPLOAD_STORE: 's3' }, 'UPLOAD_STORE must be one of folder, database'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    [{ CAPTCHA_ENABLED: 'maybe' }, 'CAPTCHA_ENABLED must be true or false'],
    [{ SITE_URL: 'www.example.org/path' }, 'SITE_URL must be an origin'],
  ])('refuses %j with a message saying what is wrong', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
