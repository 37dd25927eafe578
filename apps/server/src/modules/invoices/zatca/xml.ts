/**
 * A small XML writer for ZATCA's documents: elements as plain objects, rendered with four spaces per
 * level, every text and attribute escaped. Nothing is written by string concatenation of values, so
 * a seller name such as `متجر "الأمل" & شركاه <1>` cannot break the document.
 */

export interface XmlElement {
  name: string;
  attrs: [string, string][];
  children: XmlChild[];
}

/** A child is an element, text, or a comment (`{ comment }`), which ZATCA's placeholders use. */
export type XmlChild = XmlElement | string | { comment: string };

type Attrs = Record<string, string | undefined>;

/**
 * An element; attributes keep the order given (undefined ones are left out), and null, undefined
 * or false children are skipped so optional parts read inline.
 */
export function el(
  name: string,
  attrs: Attrs | null,
  ...children: (XmlChild | XmlChild[] | null | undefined | false)[]
): XmlElement {
  const pairs = Object.entries(attrs ?? {}).filter((pair): pair is [string, string] => pair[1] !== undefined);
  const kept = children.flat().filter((child): child is XmlChild => child !== null && child !== undefined && child !== false);
  return { name, attrs: pairs, children: kept };
}

/** Text as XML character data: `&`, `<` and `>` escaped, and a carriage return kept as one. */
export const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#xD;');

/** An attribute value between double quotes; tabs and line ends as references, so they survive. */
export const escapeAttr = (value: string): string =>
  escapeText(value).replace(/"/g, '&quot;').replace(/\t/g, '&#x9;').replace(/\n/g, '&#xA;');

const INDENT = '    ';

const inline = (child: string | { comment: string }): string =>
  typeof child === 'string' ? escapeText(child) : `<!--${child.comment}-->`;

/**
 * The element as text. Its start tag is not indented (the caller places it); its children are
 * indented one level deeper than `depth`. An element holding only text (or a comment) stays on one
 * line, one with no children is self-closing.
 */
export function render(node: XmlElement, depth = 0): string {
  const attrs = node.attrs.map(([key, value]) => ` ${key}="${escapeAttr(value)}"`).join('');
  const open = `<${node.name}${attrs}`;
  if (!node.children.length) return `${open}/>`;
  if (node.children.every((child) => typeof child === 'string' || 'comment' in child)) {
    return `${open}>${node.children.map(inline).join('')}</${node.name}>`;
  }
  const inner = INDENT.repeat(depth + 1);
  const lines = node.children.map(
    (child) => inner + (typeof child === 'string' || 'comment' in child ? inline(child) : render(child, depth + 1)),
  );
  return `${open}>\n${lines.join('\n')}\n${INDENT.repeat(depth)}</${node.name}>`;
}

/** The whole document: the XML declaration, then the root element. */
export const renderDocument = (root: XmlElement): string => `<?xml version="1.0" encoding="UTF-8"?>\n${render(root)}\n`;
