import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientInfo } from './client-info.js';

const requestFrom = (ip: string, userAgent?: string) =>
  ({ ip, headers: userAgent ? { 'user-agent': userAgent } : {} }) as FastifyRequest;

describe('clientInfo', () => {
  it.each([
    {
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      ip: '203.0.113.5',
      seen: { loginLocation: '', browser: 'Chrome 120', os: 'Windows 10' },
    },
    {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
      ip: '10.0.0.8',
      seen: { loginLocation: '内网IP', browser: 'Safari 17', os: 'iOS 17.1' },
    },
  ])(
    'names the browser with its major version and the system, as the login log shows them: $seen.browser',
    ({ userAgent, ip, seen }) => {
      expect(clientInfo(requestFrom(ip, userAgent))).toEqual({ ipaddr: ip, ...seen });
    },
  );

  it('says Unknown for a missing or unreadable user agent', () => {
    expect(clientInfo(requestFrom('127.0.0.1'))).toMatchObject({ browser: 'Unknown', os: 'Unknown' });
    expect(clientInfo(requestFrom('127.0.0.1', 'curl-ish'))).toMatchObject({ browser: 'Unknown' });
  });
});
