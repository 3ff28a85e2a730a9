const AMP_SCRIPTS = [
  'https://cdn.ampproject.org/v0.js',
  'https://cdn.ampproject.org/v0/',
  'https://cdn.ampproject.org/viewer/',
  'https://cdn.ampproject.org/rtv/',
];

/**
 * The Content-Security-Policy of an AMP page: what the AMP runtime needs and nothing more. Scripts only from
 * the AMP CDN (and the runtime's own blob: workers), inline styles (`amp-boilerplate`, `amp-custom`) and the
 * runtime's stylesheets, pictures from this site or https, no plugins, no framing by other sites. The API's
 * everything-denied policy (and the web pages' policy) would block the runtime, and the boilerplate keeps the
 * page hidden for 8 s until it runs. As amp.dev recommends, but `default-src 'self'` instead of `*`.
 */
export const AMP_CONTENT_SECURITY_POLICY = [
  `default-src 'self'`,
  `script-src blob: ${AMP_SCRIPTS.join(' ')}`,
  `style-src 'unsafe-inline' https://cdn.ampproject.org/rtv/`,
  `img-src 'self' data: blob: https:`,
  `font-src 'self' data:`,
  `connect-src 'self' https://cdn.ampproject.org`,
  `worker-src blob:`,
  `object-src 'none'`,
  `base-uri 'self'`,
  `form-action 'self'`,
  `frame-ancestors 'none'`,
].join('; ');
