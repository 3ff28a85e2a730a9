// Serves one remote's build as its own CDN would: static files with CORS for the shell's origin.
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

export async function serveRemote({ root, port, host = 'localhost' }) {
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });
  await app.register(fastifyStatic, {
    root,
    setHeaders: (res, filePath) => {
      const stable = /(remoteEntry\.js|mf-manifest\.json|mf-stats\.json)$/.test(filePath);
      res.header('cache-control', stable ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
  });
  await app.listen({ port, host });
  return app;
}
