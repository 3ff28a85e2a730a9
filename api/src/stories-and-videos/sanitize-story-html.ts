import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'ul',
    'ol',
    'li',
    'blockquote',
    'strong',
    'em',
    'b',
    'i',
    'a',
    'br',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links that leave the site open safely; links within it stay as they are.
  transformTags: {
    a: (tagName, attribs) => {
      const { href, title } = attribs;
      const kept = { ...(href ? { href } : {}), ...(title ? { title } : {}) };
      const external = /^https?:\/\//i.test(href ?? '');
      return {
        tagName,
        attribs: external ? { ...kept, rel: 'noopener noreferrer nofollow', target: '_blank' } : kept,
      };
    },
  },
};

/** Rich bodies start with a block element; anything else is the desk's plain text, shown as typed. */
const STARTS_AS_HTML = /^\s*<(p|h[1-6]|ul|ol|blockquote|figure|table|div)[\s>]/i;

/**
 * A story body as safe HTML: only text structure and plain links survive; scripts, event handlers,
 * styles, iframes and `javascript:` links are dropped. Plain text (blank-line paragraphs, as the
 * first news seed and the editors' desk store it) becomes paragraphs.
 */
export function sanitizeStoryHtml(body: string): string {
  const html = STARTS_AS_HTML.test(body) ? body : plainTextToHtml(body);
  return sanitizeHtml(html, OPTIONS);
}

function plainTextToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map(
      (paragraph) => `<p>${paragraph.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`,
    )
    .join('');
}

/** Minutes to read, at 200 words a minute, at least one. */
export function readMinutes(html: string): number {
  const words = html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
