// The publish row of bench:api: filter-page p99 with nobody editing, then while an editor publishes a truck's price
// through the catalogue desk every second (docs/architecture.md#caching-and-invalidation: each publish rebuilds the
// vertical's snapshot beside the old one and swaps it in, and drops the serialized answers). The bar: the p99
// while publishing stays within 2× of the idle p99.

/** The editor the API creates on its empty database (ADMIN_MOBILE, CVB_SEED_ADMIN_PASSWORD: never in production). */
export const BENCH_ADMIN = { mobile: '9000000471', password: 'bench-publishes-every-second' };

/** A session of the bench's admin, as the desk's page would sign in (same-origin request). */
async function signIn(origin) {
  const response = await fetch(`${origin}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ identifier: BENCH_ADMIN.mobile, password: BENCH_ADMIN.password }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('cvb_session='));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie.split(';')[0];
}

/** A desk call with the session; throws on anything but 2xx. */
function deskCaller(origin, cookie) {
  return async (method, path, body) => {
    const response = await fetch(`${origin}/api/admin/catalogue/${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
}

/** A Tata electric mini truck on sale with one priced variant: the model the bench's editor keeps repricing. */
function benchModel(brandId, price, slug) {
  return {
    vertical: 'truck',
    brandId,
    slug,
    name: 'Tata Bench EV',
    bodyType: 'mini',
    fuelType: 'electric',
    transmission: 'automatic',
    status: 'on-sale',
    specs: { gvwKg: 2120, payloadKg: 1000, batteryKwh: 21.3, drivingRangeKm: 154, wheels: 4 },
    texts: {
      en: {
        description: 'A model the API bench reprices every second.',
        pros: ['Low running cost'],
        cons: ['Range limits long trips'],
        faq: [],
      },
    },
    variants: [{ slug: `${slug}-std`, name: 'Standard', price, specs: {} }],
  };
}

/**
 * Signs in, publishes the bench's model once, and returns `start()`: from then on the editor saves a new price and
 * publishes it every `everyMs` until the returned `stop()`, which answers how many publishes went through and how
 * long they took (the editor's side: draft save and publish).
 */
export async function preparePublisher(origin, everyMs = 1000) {
  const desk = deskCaller(origin, await signIn(origin));
  const { brands } = await desk('GET', 'brands?vertical=truck');
  const tata = brands.find((brand) => brand.slug === 'tata-motors');
  if (!tata) throw new Error('no Tata Motors truck brand in the seed');
  let price = 1_050_000;
  // A new model each run: a PostgreSQL bench database keeps the last run's.
  const slug = `bench-ev-${Date.now().toString(36)}`;
  let model = await desk('POST', 'models?locale=en', { document: benchModel(tata.id, price, slug) });
  model = await desk('POST', `models/${model.id}/publish?locale=en`, { version: model.version });

  async function publishOnce() {
    price = price === 1_050_000 ? 1_060_000 : 1_050_000;
    const document = model.published.document;
    model = await desk('PUT', `models/${model.id}/draft?locale=en`, {
      version: model.version,
      document: { ...document, variants: [{ ...document.variants[0], price }] },
    });
    model = await desk('POST', `models/${model.id}/publish?locale=en`, { version: model.version });
  }

  return {
    start() {
      const durations = [];
      let running = true;
      let failure = null;
      const loop = (async () => {
        while (running) {
          const started = Date.now();
          try {
            await publishOnce();
            durations.push(Date.now() - started);
          } catch (error) {
            failure = error;
            return;
          }
          const rest = everyMs - (Date.now() - started);
          if (rest > 0 && running) await new Promise((resolve) => setTimeout(resolve, rest));
        }
      })();
      return async function stop() {
        running = false;
        await loop;
        if (failure) throw failure;
        durations.sort((a, b) => a - b);
        return { publishes: durations.length, medianMs: durations[Math.floor(durations.length / 2)] ?? NaN };
      };
    },
  };
}
