/** TRUST_PROXY as Fastify's trustProxy: the listed load balancers, or nobody (false) when unset. */
export function trustedProxies(setting: string | undefined): string[] | false {
  const list = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return list.length > 0 ? list : false;
}
