/**
 * Which peers may set `X-Forwarded-For` (TRUST_PROXY): a comma-separated list of addresses or CIDR ranges, or
 * proxy-addr's names `loopback`, `linklocal`, `uniquelocal`. Default `loopback`: the shell's server on the same
 * machine. Anyone else's header is ignored, so a client cannot pick the IP its rate limits count against.
 */
export function trustedProxies(setting: string | undefined): string[] {
  const list = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return list.length > 0 ? list : ['loopback'];
}
