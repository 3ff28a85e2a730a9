/** A small seeded generator (mulberry32): the same seed gives the same ads on every start. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type Random = () => number;

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

export const between = (random: Random, min: number, max: number): number => min + random() * (max - min);

export const intBetween = (random: Random, min: number, max: number): number =>
  Math.floor(between(random, min, max + 1));

/** One of the items, each as likely as its weight. */
export function weighted<T>(random: Random, items: ReadonlyArray<readonly [T, number]>): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll < 0) return item;
  }
  return items[items.length - 1]?.[0] as T;
}
