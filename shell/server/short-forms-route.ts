import type { FastifyReply, FastifyRequest } from 'fastify';
import { shortFormRedirect } from './short-forms';

/**
 * Answers a page request on a spec short form with 301 to its canonical page, so only one is indexed.
 * Returns true when it answered.
 */
export function answerShortForm(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const target = shortFormRedirect(request.url);
  if (target === null) return false;
  void reply.code(301).header('location', target).send();
  return true;
}
