/**
 * The bad-input suite: every POST/PUT/PATCH/DELETE route of the OpenAPI document (whoever added it) gets wrong
 * types, null, arrays, huge strings, NUL and control characters, deep nesting, __proto__, negative and huge
 * numbers, bad path ids, broken JSON and multipart junk, as an admin (so role checks do not stop it early).
 * Nothing may answer 5xx, and no table may gain or lose a row.
 */
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { testDatabases } from './databases';
import { ADMIN_MOBILE, SITE, sessionOf, useAccountsApi, type AccountsTestApi } from './accounts-helpers';
import {
  BAD_AD_TEXTS,
  BAD_PARAMS,
  BAD_RAW_BODIES,
  BAD_VALUES,
  NOT_UTF8,
  TEXT_LIKE_VALUES,
} from './bad-input-corpus';
import { validAd } from './ads-helpers';
import { SESSION_COOKIE } from '../src/accounts/sessions';

const ADMIN_PASSWORD = 'bad-input-admin-7';
const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface WriteRoute {
  method: (typeof WRITE_METHODS)[number];
  path: string;
  params: string[];
  /** Every field name a JSON body may have (all branches of a union), empty when the body takes none. */
  fields: string[];
  json: boolean;
  multipart: boolean;
  /** Other media types the route reads itself (a CSV upload): it gets raw junk of that type. */
  rawTypes: string[];
}

function fieldsOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  return [...new Set([...Object.keys(schema.properties ?? {}), ...branches.flatMap(fieldsOf)])];
}

/** Every state-changing route of the OpenAPI document, whoever added it. */
function writeRoutesOf(document: {
  paths: Record<string, Partial<Record<string, Operation>>>;
}): WriteRoute[] {
  const routes: WriteRoute[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of WRITE_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const content = operation.requestBody?.content ?? {};
      routes.push({
        method,
        path,
        params: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        fields: fieldsOf(content['application/json']?.schema),
        json: 'application/json' in content,
        multipart: 'multipart/form-data' in content,
        rawTypes: operation.requestBody
          ? Object.keys(content).filter(
              (type) => type !== 'application/json' && type !== 'multipart/form-data',
            )
          : bodylessJunkTypes(path),
      });
    }
  }
  return routes;
}

/**
 * A route that documents no body may still read one itself (the CSV imports stream `text/csv`): it gets junk
 * as CSV and as bytes, signed in — except logout, which would end the suite's admin session.
 */
const bodylessJunkTypes = (path: string): string[] =>
  path.endsWith('/logout') || /\{[^}]+\}/.test(path) ? [] : ['text/csv', 'application/octet-stream'];

const withParams = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);

function multipartBody(fields: Record<string, string>): { payload: Buffer; contentType: string } {
  const boundary = '----cvb-bad-input';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Rows of every table, to prove that nothing was written (one query). */
async function rowCounts(api: AccountsTestApi): Promise<Record<string, number>> {
  const tables = (await api.database.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const union = tables.rows
    .map(
      ({ name }) =>
        `select '${name.replace(/'/g, '')}' as name, count(*)::int as n from "${name.replace(/"/g, '')}"`,
    )
    .join(' union all ');
  const result = (await api.database.db.execute(sql.raw(union))) as unknown as {
    rows: { name: string; n: number }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.name, Number(row.n)]));
}

/** Counts that moved, except the admin's own session bookkeeping. */
function changed(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys({ ...before, ...after })
    .filter((table) => table !== 'sessions' && (before[table] ?? 0) !== (after[table] ?? 0))
    .map((table) => `${table}: ${before[table] ?? 0} → ${after[table] ?? 0}`);
}

describe.each(testDatabases)('bad input on every write route of the OpenAPI document (%s)', (kind) => {
  const api = useAccountsApi(kind, {
    env: {
      CVB_SEED_ADMIN_PASSWORD: ADMIN_PASSWORD,
      LOGIN_IP_LIMIT_PER_HOUR: '100000',
      OTP_IP_LIMIT_PER_HOUR: '100000',
      SUBMISSION_IP_LIMIT_PER_HOUR: '100000',
    },
  });

  it('answers no 5xx and writes no row, whatever the input', async () => {
    const docs = await api.app.inject({ method: 'GET', url: '/api/docs/json' });
    const routes = writeRoutesOf(docs.json()).filter((route) => !route.path.startsWith('/api/dev/'));
    expect(routes.length).toBeGreaterThanOrEqual(15);

    const login = await api.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      headers: { origin: SITE },
      payload: { identifier: ADMIN_MOBILE, password: ADMIN_PASSWORD },
    });
    const session = sessionOf(login);

    const failures: string[] = [];
    let calls = 0;
    for (const route of routes) {
      // Routes without a body act on their path (logout, delete by id): they get only bad ids, and logout
      // goes without the session so the admin stays signed in.
      const actsOnPathOnly =
        route.params.length === 0 && route.fields.length === 0 && route.rawTypes.length === 0;
      const cookies: Record<string, string> = actsOnPathOnly ? {} : { [SESSION_COOKIE]: session };
      const send = async (
        label: string,
        url: string,
        body?: { payload: string | Buffer; contentType: string },
      ) => {
        calls += 1;
        let response: LightMyRequestResponse;
        try {
          response = await api.app.inject({
            method: route.method.toUpperCase() as 'POST',
            url,
            remoteAddress: '203.0.113.77',
            headers: { origin: SITE, ...(body ? { 'content-type': body.contentType } : {}) },
            cookies,
            ...(body ? { payload: body.payload } : {}),
          });
        } catch (error) {
          failures.push(`${route.method.toUpperCase()} ${url} [${label}] threw ${String(error)}`);
          return;
        }
        if (response.statusCode >= 500) {
          failures.push(
            `${route.method.toUpperCase()} ${url} [${label}] → ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        }
      };

      const before = await rowCounts(api);
      const urls =
        route.params.length > 0 ? BAD_PARAMS.map((value) => withParams(route.path, value)) : [route.path];
      const goodIdUrl = withParams(route.path, '1');
      for (const url of urls) await send('bad path parameter', url, route.json ? json('{}') : undefined);
      if (route.json && route.fields.length > 0) {
        for (const [label, value] of BAD_VALUES) {
          const body = Object.fromEntries(route.fields.map((field) => [field, value]));
          await send(`every field ${label}`, goodIdUrl, json(JSON.stringify(body)));
        }
      }
      if (route.json) for (const [label, raw] of BAD_RAW_BODIES) await send(label, goodIdUrl, json(raw));
      for (const type of route.rawTypes) {
        for (const [label, raw] of RAW_JUNK)
          await send(`${type} ${label}`, goodIdUrl, { payload: raw, contentType: type });
      }
      if (route.multipart) {
        for (const [label, value] of BAD_VALUES) {
          await send(
            `multipart ${label}`,
            goodIdUrl,
            multipartBody({ ad: JSON.stringify({ title: value, price: value }) }),
          );
        }
        await send('multipart NUL text', goodIdUrl, multipartBody({ ad: 'not json \u0000' }));
        await send('multipart JSON body', goodIdUrl, json('{"ad":{}}'));
        for (const field of ['city', 'state', 'rto', 'colour', 'variant', 'brand', 'model']) {
          for (const [label, value] of BAD_AD_TEXTS) {
            const ad = JSON.stringify(validAd({ [field]: value }));
            await send(`multipart ad ${field} ${label}`, goodIdUrl, multipartBody({ ad }));
          }
        }
      }
      if (route.json && route.fields.length > 0) {
        const marker = '@@bytes@@';
        const text = JSON.stringify(Object.fromEntries(route.fields.map((field) => [field, `ok ${marker}`])));
        const payload = Buffer.concat(
          text
            .split(marker)
            .flatMap((piece, index) => (index === 0 ? [Buffer.from(piece)] : [NOT_UTF8, Buffer.from(piece)])),
        );
        await send('every field not UTF-8', goodIdUrl, { payload, contentType: 'application/json' });
      }
      const written = changed(before, await rowCounts(api));
      // Wrong for a typed field, fine in free text: only "no 5xx" holds (a free-text route may store them).
      if (route.json && route.fields.length > 0) {
        for (const [label, value] of TEXT_LIKE_VALUES) {
          const body = Object.fromEntries(route.fields.map((field) => [field, value]));
          await send(`every field ${label}`, goodIdUrl, json(JSON.stringify(body)));
        }
      }
      api.clock.advance(61 * 60_000); // past every hourly limit, so each route meets its own checks
      if (written.length > 0)
        failures.push(`${route.method.toUpperCase()} ${route.path} wrote rows: ${written.join(', ')}`);
    }
    expect(calls).toBeGreaterThan(routes.length * 10);
    expect(failures).toEqual([]);
  });
});

/** Files that are no CSV (or any text table) a route could import. */
const RAW_JUNK: ReadonlyArray<[label: string, payload: string | Buffer]> = [
  ['empty', ''],
  ['NUL bytes', 'State,City\u0000,Date\n\u0000\u0000\u0000'],
  ['binary', Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['one huge line', 'x'.repeat(500_000)],
  ['unbalanced quotes', '"State,"City\n"a,"b"c"\n'],
  ['header only, negative numbers', 'State,City,Date,Petrol\nDelhi,Delhi,2025-13-45,-1e308\n'],
];

function json(payload: string) {
  return { payload, contentType: 'application/json' };
}
