import ipaddr from 'ipaddr.js';

// sys.login.blackIPList as RuoYi reads it: entries separated by ';', each an address
// (192.168.1.5), a wildcard (192.168.1.*) or a network (10.0.0.0/8, 2001:db8::/32).

function entryMatches(entry: string, address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  if (entry.includes('/')) {
    if (!ipaddr.isValidCIDR(entry)) return false;
    const range = ipaddr.parseCIDR(entry);
    return range[0].kind() === address.kind() && address.match(range);
  }
  if (entry.includes('*')) {
    const pattern = new RegExp(`^${entry.replace(/\./g, '\\.').replace(/\*/g, '[0-9a-f]+')}$`, 'i');
    return pattern.test(address.toString());
  }
  return ipaddr.isValid(entry) && ipaddr.process(entry).toString() === address.toString();
}

/** Whether `ip` (as Fastify reports it, IPv4-mapped IPv6 included) is on the list. */
export function isBlacklisted(list: string | undefined, ip: string): boolean {
  if (!list?.trim() || !ipaddr.isValid(ip)) return false;
  const address = ipaddr.process(ip);
  return list
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .some((entry) => entryMatches(entry, address));
}
