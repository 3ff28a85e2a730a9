import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyHttpProxy from '@fastify/http-proxy';

// The main site's own server: its pages, its run-time config and a proxy to the API (same origin, no CORS).
const port = Number(process.env['PORT'] ?? 3200);
const host = process.env['HOST'] ?? 'localhost';
const apiUrl = process.env['API_URL'] ?? 'http://127.0.0.1:4000';
const manifest = process.env['TRACTORS_INFRA_MANIFEST'] ?? 'http://localhost:3104/mf-manifest.json';
const publicDir = path.join(__dirname, '..', 'public');

async function main() {
  const app = Fastify({ logger: false });
  await app.register(fastifyHttpProxy, {
    upstream: apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    // The API checks Origin against the page's host (CSRF) and limits by client IP: tell it both.
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-host': request.headers.host ?? '',
        'x-forwarded-proto': request.protocol,
        'x-forwarded-for': request.ip,
      }),
    },
  });
  app.get('/config.json', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send({ tractorsInfraManifest: manifest, apiBase: '/api' }),
  );
  await app.register(fastifyStatic, {
    root: publicDir,
    index: 'index.html',
    setHeaders: (res, filePath) => {
      // Hashed bundles never change; the page itself is asked for again each visit.
      res.header(
        'cache-control',
        filePath.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
      );
    },
  });
  // Every page path is the one page: the main site routes in the browser. A missing file stays a 404.
  app.setNotFoundHandler(async (request, reply) => {
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')
    ) {
      return reply.code(404).send({ error: true, message: 'Not found' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  await app.listen({ port, host });
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
