import type { FastifyRequest } from 'fastify';
import Bowser from 'bowser';

export interface ClientInfo {
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
}

const PRIVATE_IP = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|::ffff:127\.|fc|fd|fe80)/i;

/** Who is calling, as the login log and the online-user list show it. */
export function clientInfo(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  // Bowser refuses an empty agent; a request without one is simply unknown.
  const agent: Pick<Bowser.Parser.ParsedResult, 'browser' | 'os'> = userAgent
    ? Bowser.parse(userAgent)
    : { browser: {}, os: {} };
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ').slice(0, 50);
  const major = agent.browser.version?.split('.')[0];
  return {
    ipaddr: request.ip,
    // No geo-IP lookup leaves the machine; private addresses are named as RuoYi names them.
    loginLocation: PRIVATE_IP.test(request.ip) ? '内网IP' : '',
    browser: join(agent.browser.name, major) || 'Unknown',
    os: join(agent.os.name, agent.os.versionName ?? agent.os.version) || 'Unknown',
  };
}
