/**
 * SVG logos are sanitised before they are stored (docs/architecture.md §Media "SVG logos never run
 * script"): the document is tokenised and rebuilt from an allow-list, so script, event handlers,
 * foreignObject, external references and DOCTYPE entities never reach a browser. Served SVG also
 * carries a sandboxing CSP (routes.ts), so a gap here is not enough on its own to run script.
 *
 * Every scan here is linear in the input (docs/decisions/0005-svg-logos.md): the tokenizer moves
 * one cursor forward and never rescans, no regular expression with nested or overlapping
 * quantifiers touches uploaded text, nesting is capped, and SVG documents are capped at 1 MB.
 */

/** Largest SVG accepted; real logos are a few kilobytes. */
export const MAX_SVG_BYTES = 1024 * 1024;

/** Deeper nesting than this is no logo; refusing it keeps closing-tag matching cheap. */
const MAX_DEPTH = 256;

/** More elements than this is no logo (a detailed one has a few thousand); refusing bounds the work. */
const MAX_ELEMENTS = 10_000;

/** More characters of drawn text than this is no logo; librsvg would lay out every one. */
const MAX_TEXT_CHARS = 10_000;

/** Static drawing elements a logo may use; anything else is dropped together with its content. */
const ALLOWED_ELEMENTS = new Set(
  [
    'svg',
    'g',
    'defs',
    'symbol',
    'use',
    'title',
    'desc',
    'path',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'textPath',
    'linearGradient',
    'radialGradient',
    'stop',
    'pattern',
    'clipPath',
    'mask',
    'marker',
    'filter',
    'feBlend',
    'feColorMatrix',
    'feComponentTransfer',
    'feComposite',
    'feConvolveMatrix',
    'feDiffuseLighting',
    'feDisplacementMap',
    'feDistantLight',
    'feDropShadow',
    'feFlood',
    'feFuncA',
    'feFuncB',
    'feFuncG',
    'feFuncR',
    'feGaussianBlur',
    'feImage',
    'feMerge',
    'feMergeNode',
    'feMorphology',
    'feOffset',
    'fePointLight',
    'feSpecularLighting',
    'feSpotLight',
    'feTile',
    'feTurbulence',
    'image',
    'style',
    'switch',
    'a',
  ].map((name) => name.toLowerCase()),
);

/** Elements whose character data is drawn or read; text anywhere else is dropped (browsers ignore it). */
const TEXT_ELEMENTS = new Set(['text', 'tspan', 'textpath', 'title', 'desc', 'a']);

/** Raster images embedded inline are fine; anything else in an href must point inside the file. */
const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*$/i;

/** CSS words that load or run something whatever their arguments. */
const FORBIDDEN_CSS = ['@import', 'image-set(', 'expression(', 'javascript:', 'vbscript:', 'behavior:', '-moz-binding'];

const isSpace = (char: string | undefined) => char === ' ' || char === '\n' || char === '\t' || char === '\r' || char === '\f';

/** `#id` made of name characters only: the one url() target that stays inside the document. */
function isFragmentTarget(target: string): boolean {
  if (target.length < 2 || target[0] !== '#') return false;
  for (let index = 1; index < target.length; index += 1) {
    const code = target.charCodeAt(index);
    const ok =
      (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 45 || code === 95 || code === 46;
    if (!ok) return false;
  }
  return true;
}

/** CSS comments removed in one pass (an unclosed comment runs to the end, as in CSS). */
function stripCssComments(css: string): string {
  let out = '';
  let index = 0;
  while (index < css.length) {
    const start = css.indexOf('/*', index);
    if (start === -1) return out + css.slice(index);
    out += css.slice(index, start);
    const end = css.indexOf('*/', start + 2);
    if (end === -1) return out;
    index = end + 2;
  }
  return out;
}

/**
 * CSS that could fetch or run something. Escapes (`\`) are refused outright, since `u\72l(` is
 * `url(` to a browser; so are @import, image-set() and every url() whose target is not `#id`.
 * One forward pass: each url( is read up to its own closing parenthesis and never again.
 */
export function isDangerousCss(css: string): boolean {
  if (css.includes('\\')) return true;
  const lower = stripCssComments(css.toLowerCase());
  for (const word of FORBIDDEN_CSS) if (lower.includes(word)) return true;
  let index = 0;
  for (;;) {
    const at = lower.indexOf('url(', index);
    if (at === -1) return false;
    let cursor = at + 4;
    while (isSpace(lower[cursor])) cursor += 1;
    const quote = lower[cursor] === '"' || lower[cursor] === "'" ? lower[cursor] : null;
    if (quote) cursor += 1;
    const end = lower.indexOf(quote ?? ')', cursor);
    if (end === -1) return true;
    if (!isFragmentTarget(lower.slice(cursor, end).trim())) return true;
    index = end + 1;
  }
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML character and predefined entities decoded in one pass; anything else is left as written. */
function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  let out = '';
  let index = 0;
  while (index < text.length) {
    const amp = text.indexOf('&', index);
    if (amp === -1) break;
    out += text.slice(index, amp);
    // An entity is short: looking at most 12 characters ahead for its ';' keeps this linear.
    let semi = amp + 1;
    while (semi < text.length && semi - amp <= 12 && text[semi] !== ';' && text[semi] !== '&') semi += 1;
    const name = text[semi] === ';' && semi - amp <= 12 ? text.slice(amp + 1, semi).toLowerCase() : null;
    let decoded: string | null = null;
    if (name !== null) {
      if (Object.hasOwn(NAMED_ENTITIES, name)) decoded = NAMED_ENTITIES[name] ?? null;
      else if (/^#x[0-9a-f]{1,8}$/.test(name) || /^#[0-9]{1,10}$/.test(name)) {
        const code = name.startsWith('#x') ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
        decoded = code <= 0x10ffff ? String.fromCodePoint(code) : null;
      }
    }
    if (decoded === null) {
      out += '&';
      index = amp + 1;
    } else {
      out += decoded;
      index = semi + 1;
    }
  }
  return out + text.slice(index);
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (char) => XML_ESCAPES[char] ?? char);
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"]/g, (char) => XML_ESCAPES[char] ?? char);
}

/** Keeps an attribute only when it cannot run script or fetch anything from elsewhere. */
function safeAttribute(element: string, name: string, value: string): boolean {
  const lower = name.toLowerCase();
  // CASE: event handlers (onload, onclick, …) in any case or namespace.
  if (lower.startsWith('on') || lower.includes(':on')) return false;
  if (lower === 'xmlns' || lower.startsWith('xmlns:')) return true;
  // Editor metadata (inkscape:, sodipodi:, …) is dropped; xlink: and xml: are part of SVG.
  if (lower.includes(':') && !lower.startsWith('xlink:') && !lower.startsWith('xml:')) return false;
  // Browsers ignore whitespace and control characters inside a URL scheme ('java\tscript:').
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
  if (compact.includes('javascript:') || compact.includes('vbscript:')) return false;
  if (lower === 'href' || lower === 'xlink:href' || lower === 'src') {
    if (value.trim().startsWith('#')) return true;
    // CASE: <image> may embed a raster inline; nothing may reference another document.
    return (element === 'image' || element === 'feimage') && SAFE_DATA_IMAGE.test(value.trim());
  }
  // CASE: animation attributes could rewrite an href; the animation elements are not allowed anyway.
  if (lower === 'attributename' || lower === 'from' || lower === 'to' || lower === 'values') {
    return !compact.includes('href') && !compact.includes(':');
  }
  // Presentation attributes are CSS values too (fill="url(…)"), so every other value is screened as CSS.
  return !isDangerousCss(value);
}

interface Token {
  kind: 'open' | 'close' | 'text' | 'skip';
  name?: string;
  attributes?: [string, string][];
  selfClosing?: boolean;
  text?: string;
}

/** XML name characters, loosely: anything but whitespace and the markup characters. */
function isNameChar(char: string | undefined): boolean {
  return (
    char !== undefined && !isSpace(char) && char !== '/' && char !== '>' && char !== '=' && char !== '<' && char !== '"' && char !== "'"
  );
}

function isNameStart(char: string | undefined): boolean {
  if (char === undefined) return false;
  const code = char.charCodeAt(0) | 0x20;
  return (code >= 97 && code <= 122) || char === '_' || char === ':';
}

/** The attributes of one tag body (the text between the name and '>'), read left to right once. */
function parseAttributes(body: string, start: number): [string, string][] {
  const attributes: [string, string][] = [];
  let index = start;
  while (index < body.length) {
    while (index < body.length && !isNameChar(body[index])) index += 1;
    const nameStart = index;
    while (index < body.length && isNameChar(body[index])) index += 1;
    if (index === nameStart) break;
    const name = body.slice(nameStart, index);
    let cursor = index;
    while (isSpace(body[cursor])) cursor += 1;
    if (body[cursor] !== '=') {
      attributes.push([name, '']);
      continue;
    }
    cursor += 1;
    while (isSpace(body[cursor])) cursor += 1;
    const quote = body[cursor];
    let value: string;
    if (quote === '"' || quote === "'") {
      const end = body.indexOf(quote, cursor + 1);
      value = body.slice(cursor + 1, end === -1 ? body.length : end);
      index = end === -1 ? body.length : end + 1;
    } else {
      let end = cursor;
      while (end < body.length && !isSpace(body[end]) && body[end] !== '>') end += 1;
      value = body.slice(cursor, end);
      index = end;
    }
    attributes.push([name, decodeEntities(value)]);
  }
  return attributes;
}

/**
 * Splits XML into tags and text; comments, processing instructions and DOCTYPEs become 'skip'.
 * The cursor only moves forward: every character is examined a bounded number of times.
 */
function* tokenize(source: string): Generator<Token> {
  let index = 0;
  let lt = -1;
  while (index < source.length) {
    lt = source.indexOf('<', Math.max(index, lt + 1));
    if (lt === -1) {
      yield { kind: 'text', text: source.slice(index) };
      return;
    }
    // CASE: a bare '<' (a '< ' in text) is text: keep reading the same text run, rescanning nothing.
    if (source[lt + 1] !== '/' && source[lt + 1] !== '!' && source[lt + 1] !== '?' && !isNameStart(source[lt + 1])) continue;
    if (lt > index) yield { kind: 'text', text: source.slice(index, lt) };
    if (source.startsWith('<!--', lt)) {
      const end = source.indexOf('-->', lt + 4);
      index = end === -1 ? source.length : end + 3;
      yield { kind: 'skip' };
    } else if (source.startsWith('<![CDATA[', lt)) {
      const end = source.indexOf(']]>', lt + 9);
      const text = source.slice(lt + 9, end === -1 ? source.length : end);
      index = end === -1 ? source.length : end + 3;
      // CDATA is literal text: mark its '&' so decoding later leaves it as written.
      yield { kind: 'text', text: text.replace(/&/g, '&amp;') };
    } else if (source.startsWith('<!', lt)) {
      // CASE: DOCTYPE with an internal subset (entity expansion attacks): skip it whole.
      let depth = 0;
      let cursor = lt + 2;
      while (cursor < source.length) {
        const char = source[cursor];
        if (char === '[') depth += 1;
        else if (char === ']') depth -= 1;
        else if (char === '>' && depth <= 0) break;
        cursor += 1;
      }
      index = cursor + 1;
      yield { kind: 'skip' };
    } else if (source.startsWith('<?', lt)) {
      const end = source.indexOf('?>', lt + 2);
      index = end === -1 ? source.length : end + 2;
      yield { kind: 'skip' };
    } else if (source[lt + 1] === '/') {
      const end = source.indexOf('>', lt);
      const name = source.slice(lt + 2, end === -1 ? source.length : end).trim();
      index = end === -1 ? source.length : end + 1;
      yield { kind: 'close', name };
    } else {
      // Find the end of the tag, honouring quotes (a '>' may sit inside an attribute value).
      let cursor = lt + 1;
      let quote: string | null = null;
      while (cursor < source.length) {
        const char = source[cursor];
        if (quote) {
          if (char === quote) quote = null;
        } else if (char === '"' || char === "'") quote = char;
        else if (char === '>') break;
        cursor += 1;
      }
      // CASE: a tag never closed: the rest of the document is not markup we can trust; stop.
      if (cursor >= source.length) return;
      let body = source.slice(lt + 1, cursor);
      index = cursor + 1;
      const selfClosing = body.endsWith('/');
      if (selfClosing) body = body.slice(0, -1);
      let nameEnd = 0;
      while (nameEnd < body.length && isNameChar(body[nameEnd])) nameEnd += 1;
      yield { kind: 'open', name: body.slice(0, nameEnd), attributes: parseAttributes(body, nameEnd), selfClosing };
    }
  }
}

/**
 * A logo must say how big it is: a viewBox, or a width and a height that are not percentages.
 * Without one, librsvg measures the drawing by laying out every element, which a hostile file
 * makes take seconds; with one, reading its size costs nothing.
 */
function declaresSize(attributes: readonly [string, string][]): boolean {
  const value = (name: string) => attributes.find(([attribute]) => attribute.toLowerCase() === name)?.[1].trim() ?? '';
  if (value('viewbox') !== '') return true;
  const absolute = (length: string) => length !== '' && !length.endsWith('%');
  return absolute(value('width')) && absolute(value('height'));
}

/** The local name of a possibly prefixed element name ('svg:rect' → 'rect'). */
function localName(name: string): string {
  const colon = name.indexOf(':');
  return (colon === -1 ? name : name.slice(colon + 1)).toLowerCase();
}

interface OpenElement {
  name: string;
  dropped: boolean;
  /** Set on a kept <style>: its CSS, gathered from every text inside it and checked whole on close. */
  css?: string[];
}

/**
 * Rebuilds an SVG document keeping only allow-listed elements and safe attributes. Returns null
 * when the text has no <svg> root, a root that does not declare its size, or nests deeper, holds
 * more elements or more text than any logo does.
 */
export function sanitizeSvg(source: string): string | null {
  const out: string[] = [];
  const stack: OpenElement[] = [];
  let sawSvg = false;
  let rootHasNamespace = false;
  let rootHasSize = false;
  let elements = 0;
  let textChars = 0;
  let prefixed = false;
  /** The <style> being read, if any: text and comments inside it are joined before the CSS check. */
  let style: OpenElement | null = null;

  const close = (entry: OpenElement) => {
    if (entry === style) {
      const css = (entry.css ?? []).join('');
      // A style sheet that could load anything is dropped whole, leaving an empty <style>.
      if (!isDangerousCss(css)) out.push(escapeText(css));
      style = null;
    }
    if (!entry.dropped) out.push(`</${entry.name}>`);
  };

  for (const token of tokenize(source.charCodeAt(0) === 0xfeff ? source.slice(1) : source)) {
    if (token.kind === 'skip') continue;
    const parent = stack[stack.length - 1];
    const insideDropped = parent?.dropped ?? false;
    if (token.kind === 'text') {
      const text = decodeEntities(token.text ?? '');
      if (style) style.css?.push(text);
      else if (!insideDropped && parent && TEXT_ELEMENTS.has(localName(parent.name))) {
        textChars += text.length;
        if (textChars > MAX_TEXT_CHARS) return null;
        out.push(escapeText(text));
      }
      continue;
    }
    if (token.kind === 'close') {
      // Pop to the matching element (tolerates sloppy nesting instead of failing); depth is capped.
      let position = stack.length - 1;
      while (position >= 0 && stack[position]?.name !== token.name) position -= 1;
      if (position === -1) continue;
      while (stack.length > position) {
        const entry = stack.pop();
        if (entry) close(entry);
      }
      continue;
    }
    elements += 1;
    if (elements > MAX_ELEMENTS) return null;
    const name = token.name ?? '';
    const local = localName(name);
    // CASE: markup inside <style> is not CSS a browser would read as such; never emitted.
    const dropped = insideDropped || style !== null || !ALLOWED_ELEMENTS.has(local) || (stack.length === 0 && local !== 'svg');
    if (!dropped) {
      if (local === 'svg' && stack.length === 0) sawSvg = true;
      if (name.includes(':')) prefixed = true;
      const kept = (token.attributes ?? []).filter(([attribute, value]) => safeAttribute(local, attribute, value));
      if (stack.length === 0) {
        rootHasNamespace = kept.some(([attribute]) => attribute === 'xmlns');
        rootHasSize = declaresSize(kept);
      }
      const attributes = kept.map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`).join('');
      out.push(`<${name}${attributes}${token.selfClosing ? '/>' : '>'}`);
    }
    if (!token.selfClosing) {
      if (stack.length >= MAX_DEPTH) return null;
      const entry: OpenElement = { name, dropped };
      if (local === 'style' && !dropped) {
        entry.css = [];
        style = entry;
      }
      stack.push(entry);
    }
  }
  while (stack.length > 0) {
    const entry = stack.pop();
    if (entry) close(entry);
  }
  if (!sawSvg || !rootHasSize) return null;
  let result = out.join('');
  // A root without the SVG namespace does not render as an image; add it.
  if (!prefixed && !rootHasNamespace && result.startsWith('<svg'))
    result = `<svg xmlns="http://www.w3.org/2000/svg"${result.slice('<svg'.length)}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${result}`;
}

/**
 * Cheap sniff: does this buffer look like an SVG document (rather than a raster)? Skips an XML
 * declaration, comments, processing instructions and one DOCTYPE, then wants an <svg> root. One
 * forward pass over at most the first 4 KB.
 */
export function looksLikeSvg(data: Buffer): boolean {
  const head = data.subarray(0, 4096).toString('utf8');
  let index = head.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (;;) {
    while (isSpace(head[index])) index += 1;
    if (head.startsWith('<!--', index)) {
      const end = head.indexOf('-->', index + 4);
      if (end === -1) return false;
      index = end + 3;
    } else if (head.startsWith('<?', index)) {
      const end = head.indexOf('?>', index + 2);
      if (end === -1) return false;
      index = end + 2;
    } else if (head.slice(index, index + 9).toUpperCase() === '<!DOCTYPE') {
      let depth = 0;
      let cursor = index + 9;
      while (cursor < head.length && !(head[cursor] === '>' && depth <= 0)) {
        if (head[cursor] === '[') depth += 1;
        else if (head[cursor] === ']') depth -= 1;
        cursor += 1;
      }
      if (cursor >= head.length) return false;
      index = cursor + 1;
    } else {
      const after = head[index + 4];
      return head.slice(index, index + 4).toLowerCase() === '<svg' && (isSpace(after) || after === '>' || after === '/');
    }
  }
}
