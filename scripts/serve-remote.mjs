// Serves one remote's build as its own CDN would: static files with CORS for the shell's origin, the
// pre-compressed .br/.gz copy the browser accepts, hashed files cached for a year, no source maps.
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const STABLE_NAME = /(remoteEntry\.js|mf-manifest\.json|mf-stats\.json)$/;

export async function serveRemote({ root, port, host = 'localhost' }) {
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    // Scripts and styles for other origins' pages: never sniffed as something else, never framed.
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
  });
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    allowedPath: (pathname) => !/\.(map|br|gz)$/.test(pathname),
    setHeaders: (res, filePath) => {
      const stable = STABLE_NAME.test(filePath.replace(/\.(br|gz)$/, ''));
      res.header('cache-control', stable ? 'no-cache' : 'public, max-age=31536000, immutable');
      res.header('vary', 'accept-encoding');
    },
  });
  await app.listen({ port, host });
  return app;
}
