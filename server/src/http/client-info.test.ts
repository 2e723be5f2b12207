import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientInfo } from './client-info.js';

const requestFrom = (ip: string, userAgent?: string) =>
  ({ ip, headers: userAgent ? { 'user-agent': userAgent } : {} }) as FastifyRequest;

describe('clientInfo', () => {
  it('names the browser with its major version and the system, as the login log shows them', () => {
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
    expect(clientInfo(requestFrom('203.0.113.5', chrome))).toEqual({
      ipaddr: '203.0.113.5',
      loginLocation: '',
      browser: 'Chrome 120',
      os: 'Windows 10',
    });
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
    expect(clientInfo(requestFrom('10.0.0.8', iphone))).toMatchObject({
      loginLocation: '内网IP',
      browser: 'Safari 17',
      os: 'iOS 17.1',
    });
  });

  it('says Unknown for a missing or unreadable user agent', () => {
    expect(clientInfo(requestFrom('127.0.0.1'))).toMatchObject({ browser: 'Unknown', os: 'Unknown' });
    expect(clientInfo(requestFrom('127.0.0.1', 'curl-ish'))).toMatchObject({ browser: 'Unknown' });
  });
});
