/**
 * Promises whose value is already known (an answer the server inlined into the page), which a page can show in
 * its first render, before it paints: the server renders that view and the browser hydrates the same one.
 */
const settled = new WeakMap<Promise<unknown>, { value: unknown }>();

export function settledPromise<T>(value: T): Promise<T> {
  const promise = Promise.resolve(value);
  settled.set(promise, { value });
  return promise;
}

/** The value of a promise made by `settledPromise`, without waiting; undefined for any other promise. */
export function settledValue<T>(promise: Promise<T>): { value: T } | undefined {
  return settled.get(promise) as { value: T } | undefined;
}

/**
 * `promise.then(map)` that stays known when `promise` is: a call that picks a part of its answer (`fetchCities`
 * reads `data.cities`) still gives the first view an answer it can render at once.
 */
export function mapSettled<T, U>(promise: Promise<T>, map: (value: T) => U): Promise<U> {
  const known = settledValue(promise);
  if (!known) return promise.then(map);
  try {
    return settledPromise(map(known.value));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/**
 * `Promise.all` that is known at once when every promise is: a page whose first view reads several answers (a
 * brand's dealers and the cities) renders them in its first render when the server inlined all of them, and
 * waits, as `Promise.all`, when one of them goes to the network.
 */
export function whenAll<T extends readonly unknown[] | []>(promises: {
  readonly [K in keyof T]: Promise<T[K]>;
}): Promise<{ -readonly [K in keyof T]: T[K] }> {
  type Values = { -readonly [K in keyof T]: T[K] };
  const values: unknown[] = [];
  for (const promise of promises as readonly Promise<unknown>[]) {
    const known = settledValue(promise);
    if (!known) return Promise.all(promises) as Promise<Values>;
    values.push(known.value);
  }
  return settledPromise(values as Values);
}
