import { isStoredFilePath } from '@storefront/contracts/files';
import sanitizeHtml from 'sanitize-html';

/**
 * A static page's body as it may be stored and served (issue 28): the rich-text editor's
 * elements and nothing else. An allow-list, not a block-list: anything not named here (script,
 * style, iframe, form, event handlers, style attributes, classes) is dropped, and links keep
 * only addresses on this shop or on http(s), mailto and tel; pictures only this shop's stored
 * files (`/files/<key>`, what an upload answers) or https. A `dir` attribute is kept so a
 * paragraph can read the other way from its page.
 */
const DIRECTIONS = new Set(['ltr', 'rtl', 'auto']);

/**
 * A picture's address when it is one we show: https, or a file this shop stores. sanitize-html
 * lets any relative address through (`/etc/passwd`, `../x`, `/api/…`), and a picture that loads
 * one of this shop's pages is a request made in the shopper's name, so relative ones are held to
 * the stored files' paths. The scheme is checked again by sanitize-html (`allowedSchemesByTag`).
 */
function pictureSource(src: string | undefined): string | undefined {
  const address = src?.trim();
  if (!address) return undefined;
  return /^https:\/\/[^/]/i.test(address) || isStoredFilePath(address) ? address : undefined;
}

/** `dir` only with a value HTML knows. */
function knownDirection(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const { dir, ...rest } = attribs;
  return dir !== undefined && DIRECTIONS.has(dir.toLowerCase())
    ? { ...rest, dir: dir.toLowerCase() }
    : rest;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['h2', 'h3', 'h4', 'p', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li'],
    ...['strong', 'b', 'em', 'i', 'u', 's', 'code', 'a', 'img'],
    ...['table', 'thead', 'tbody', 'tr', 'th', 'td', 'colgroup', 'col'],
  ],
  allowedAttributes: {
    '*': ['dir'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    // The page's title is its one h1: a pasted h1 becomes a heading under it.
    h1: (_, attribs) => ({ tagName: 'h2', attribs: knownDirection(attribs) }),
    a: (tagName, attribs) => {
      const { target, rel: _, ...rest } = knownDirection(attribs);
      // A link that opens another tab must not hand that tab this one (window.opener).
      return {
        tagName,
        attribs:
          target === '_blank' ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
    img: (tagName, attribs) => {
      const kept = knownDirection(attribs);
      const src = pictureSource(kept.src);
      // Without an address the picture is dropped (exclusiveFilter).
      if (src) kept.src = src;
      else delete kept.src;
      return { tagName, attribs: kept };
    },
    '*': (tagName, attribs) => ({ tagName, attribs: knownDirection(attribs) }),
  },
  // An image with no address left is nothing.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The allow-listed HTML of `html`: safe to store, and to serve as the page's body. */
export function cleanPageHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
