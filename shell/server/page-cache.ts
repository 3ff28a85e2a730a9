/** A page as the web server sends it. */
export interface BuiltPage {
  status: number;
  /** Where a 301 sends the visitor (the query is added per request). */
  location?: string;
  html: string;
  /** Whether every part arrived (head, first data, server view): only a whole page is kept. */
  whole: boolean;
}

export interface PageCacheOptions {
  maxPages?: number;
  maxBytes?: number;
  /** How long a page is kept at most, whatever the data version says (a remote's new release shows by then). */
  maxAgeMs?: number;
  now?: () => number;
}

interface Entry {
  page: BuiltPage;
  size: number;
  at: number;
}

/**
 * The pages the web server built, by key (the data version, origin, URL and data-saver choice), least recently
 * used first and bounded in count and bytes. Visitors who ask for the same page at once share one build; a page
 * that is not whole (the API or a renderer failed or was late) is sent but not kept. A data change gives pages a
 * new key, so the old ones are never served again and age out.
 */
export function createPageCache({
  maxPages = 2_000,
  maxBytes = 64 * 1024 * 1024,
  maxAgeMs = 30_000,
  now = Date.now,
}: PageCacheOptions = {}) {
  const pages = new Map<string, Entry>();
  const building = new Map<string, Promise<BuiltPage>>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = pages.get(key);
    if (!entry) return;
    pages.delete(key);
    bytes -= entry.size;
  };

  const keep = (key: string, page: BuiltPage) => {
    const size = Buffer.byteLength(page.html);
    if (size > maxBytes) return;
    remove(key);
    pages.set(key, { page, size, at: now() });
    bytes += size;
    for (const oldest of pages.keys()) {
      if (pages.size <= maxPages && bytes <= maxBytes) break;
      remove(oldest);
    }
  };

  return {
    /** The page under `key`, built by `build` unless a fresh whole one is kept or being built. */
    get(key: string, build: () => Promise<BuiltPage>): Promise<BuiltPage> {
      const entry = pages.get(key);
      if (entry && now() - entry.at < maxAgeMs) {
        pages.delete(key);
        pages.set(key, entry);
        return Promise.resolve(entry.page);
      }
      remove(key);
      const pending = building.get(key);
      if (pending) return pending;
      const built = build()
        .then((page) => {
          if (page.whole) keep(key, page);
          return page;
        })
        .finally(() => building.delete(key));
      building.set(key, built);
      return built;
    },
    get size(): number {
      return pages.size;
    },
  };
}
