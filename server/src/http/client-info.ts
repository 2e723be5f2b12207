import type { FastifyRequest } from 'fastify';
import { UAParser } from 'ua-parser-js';

export interface ClientInfo {
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
}

const PRIVATE_IP = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|::ffff:127\.|fc|fd|fe80)/i;

/** Who is calling, as the login log and the online-user list show it. */
export function clientInfo(request: FastifyRequest): ClientInfo {
  const agent = UAParser(request.headers['user-agent'] ?? '');
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ').slice(0, 50);
  return {
    ipaddr: request.ip,
    // No geo-IP lookup leaves the machine; private addresses are named as RuoYi names them.
    loginLocation: PRIVATE_IP.test(request.ip) ? '内网IP' : '',
    browser: join(agent.browser.name, agent.browser.major) || 'Unknown',
    os: join(agent.os.name, agent.os.version) || 'Unknown',
  };
}
