import { type AttributeRule, ELEMENT_RULES, MATH_ROOT_CLASSES } from './html-allow-list';
import { parseMathStyle } from './parse-math-style';
import { isAllowedImageUrl, isAllowedLinkUrl } from './url-policy';

/**
 * Defence in depth behind the markdown-it configuration: re-serializes the renderer's own HTML
 * through the allow-list of html-allow-list.ts. It is not a general HTML sanitizer — it reads only
 * the strict shape our renderers write (`<name attr="value">`, text with `<` always escaped), and
 * whatever does not have that shape is escaped as text, never guessed at. So if a rule ever emitted
 * something unexpected, the output would show it as text or drop it rather than let it act.
 *
 * Pure, linear in the input, no DOM.
 */

const TAG_PATTERN = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[a-zA-Z][-a-zA-Z0-9:]*(?:="[^"<>]*")?)*)\s*(\/?)>/y;
const ATTRIBUTE_PATTERN = /\s+([a-zA-Z][-a-zA-Z0-9:]*)(?:="([^"<>]*)")?/g;
const CLASS_PATTERN = /^[-\w +#.]{0,200}$/;
const KNOWN_REFERENCE_PATTERN = /&(?:amp|lt|gt|quot|#39|#x27|#\d{1,7}|#x[0-9a-f]{1,6});/gi;
const DECODE: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };

interface OpenElement {
  name: string;
  inMath: boolean;
}

/** Re-serializes `html` keeping only allow-listed elements and attributes; see the module comment. */
export function sanitizeRenderedHtml(html: string): string {
  let output = '';
  const stack: OpenElement[] = [];
  let position = 0;
  while (position < html.length) {
    const next = html.indexOf('<', position);
    if (next < 0) {
      output += html.slice(position);
      break;
    }
    output += html.slice(position, next);
    TAG_PATTERN.lastIndex = next;
    const match = TAG_PATTERN.exec(html);
    if (match === null) {
      output += '&lt;';
      position = next + 1;
      continue;
    }
    position = TAG_PATTERN.lastIndex;
    const [, closing, rawName = '', rawAttributes = ''] = match;
    // Names are matched as written: the renderers write lowercase (and SVG's camelCase attributes).
    const name = rawName;
    const rule = Object.hasOwn(ELEMENT_RULES, name) ? ELEMENT_RULES[name] : undefined;
    const parentInMath = stack.at(-1)?.inMath ?? false;
    if (rule === undefined || (rule.mathOnly && !parentInMath && closing === '')) continue;
    if (closing === '/') {
      output += closeUpTo(stack, name);
      continue;
    }
    const attributes = parseAttributes(rawAttributes);
    const inMath = parentInMath || startsMath(attributes.get('class'));
    let serialized = `<${name}`;
    for (const [attributeName, value] of attributes) {
      const attributeRule = Object.hasOwn(rule.attributes, attributeName) ? rule.attributes[attributeName] : undefined;
      if (attributeRule !== undefined && isAllowedValue(attributeRule, value, inMath)) {
        serialized += value === undefined ? ` ${attributeName}` : ` ${attributeName}="${value}"`;
      }
    }
    if (rule.empty) {
      output += rule.mathOnly ? `${serialized}/>` : `${serialized}>`;
    } else {
      output += `${serialized}>`;
      stack.push({ name, inMath });
    }
  }
  return output + closeUpTo(stack, undefined);
}

/** Closes open elements down to `name` (all of them for undefined); a stray close tag is dropped. */
function closeUpTo(stack: OpenElement[], name: string | undefined): string {
  const index = name === undefined ? 0 : stack.findLastIndex((element) => element.name === name);
  if (index < 0) return '';
  let closing = '';
  for (const element of stack.splice(index).reverse()) closing += `</${element.name}>`;
  return closing;
}

function parseAttributes(raw: string): Map<string, string | undefined> {
  const attributes = new Map<string, string | undefined>();
  for (const [, name = '', value] of raw.matchAll(ATTRIBUTE_PATTERN)) {
    // The first occurrence wins, as in a browser's parser.
    if (!attributes.has(name)) attributes.set(name, value);
  }
  return attributes;
}

function startsMath(classValue: string | undefined): boolean {
  return classValue?.split(' ').some((name) => MATH_ROOT_CLASSES.includes(name)) ?? false;
}

function isAllowedValue(rule: AttributeRule, value: string | undefined, inMath: boolean): boolean {
  switch (rule.kind) {
    case 'exact':
      return rule.values.includes(value ?? '');
    case 'text':
      return value !== undefined;
    case 'class':
      return value !== undefined && CLASS_PATTERN.test(value);
    case 'pattern':
      return value !== undefined && rule.pattern.test(value);
    case 'link-url': {
      const url = decodeAttribute(value);
      return url !== undefined && isAllowedLinkUrl(url);
    }
    case 'image-url': {
      const url = decodeAttribute(value);
      return url !== undefined && isAllowedImageUrl(url);
    }
    case 'math-style':
      return inMath && value !== undefined && parseMathStyle(value) !== undefined;
    default:
      return rule satisfies never;
  }
}

/**
 * Decodes the character references our renderers write. Any other `&` means the value did not come
 * from them, so the attribute is refused instead of being decoded differently from a browser.
 */
function decodeAttribute(value: string | undefined): string | undefined {
  if (value === undefined || value.replace(KNOWN_REFERENCE_PATTERN, '').includes('&')) return undefined;
  return value.replace(KNOWN_REFERENCE_PATTERN, (reference) => {
    const body = reference.slice(1, -1).toLowerCase();
    if (!body.startsWith('#')) return DECODE[body] ?? '\ufffd';
    const codePoint = body.startsWith('#x') ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    // As in a browser: NUL and values past Unicode become U+FFFD.
    return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '\ufffd';
  });
}
