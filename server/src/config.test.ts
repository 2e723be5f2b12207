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
      captchaEnabled: undefined,
      demoSeed: true,
      siteUrl: '',
    });
  });

  it('reads every variable by its documented name', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      SMS_DRIVER: 'file',
      SMS_OUTBOX: '/tmp/out.jsonl',
      UPLOAD_DIR: '/tmp/files',
      CAPTCHA_ENABLED: 'false',
      DEMO_SEED: 'false',
      SITE_URL: 'https://www.xiehui.example.org/',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@h/db',
      smsDriver: 'file',
      smsOutbox: '/tmp/out.jsonl',
      uploadDir: '/tmp/files',
      captchaEnabled: false,
      demoSeed: false,
      siteUrl: 'https://www.xiehui.example.org',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be 0–65535'],
    [{ SMS_DRIVER: 'pigeon' }, 'SMS_DRIVER must be one of console, file, http'],
    [{ SMS_DRIVER: 'http' }, 'SMS_DRIVER=http needs SMS_HTTP_URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    [{ CAPTCHA_ENABLED: 'maybe' }, 'CAPTCHA_ENABLED must be true or false'],
    [{ SITE_URL: 'www.example.org/path' }, 'SITE_URL must be an origin'],
  ])('refuses %j with a message saying what is wrong', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
