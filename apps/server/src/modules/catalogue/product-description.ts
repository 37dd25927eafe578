import sanitizeHtml from 'sanitize-html';
import { isUploadedImagePath } from '@souqna/contracts';

/**
 * What a product description may hold (docs/decisions.md "Rich text is sanitised on the server"): the
 * formatting a rich-text editor makes, links and pictures. Everything else goes: scripts and styles
 * with their content, event handlers (`on*`), `style`, `class`, and any link that is not http(s),
 * mailto or tel (no `javascript:`, no `data:`). A picture stays only when it will show: an uploaded
 * image of this server; the pages' content policy blocks pictures from other hosts, so a merchant
 * would save images that never appear.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'small',
    'span',
    'div',
    'blockquote',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    '*': ['dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !isUploadedImagePath(frame.attribs.src ?? ''),
  // A link that opens a new tab cannot reach back into the page that opened it.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** The description as stored: allowed markup only, trimmed; nothing left (or only blank markup) is null. */
export function cleanDescription(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' && !/<img\b/.test(clean) ? null : clean;
}
