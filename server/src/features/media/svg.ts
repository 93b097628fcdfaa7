/**
 * SVG logos are sanitised before they are stored (docs/architecture.md §Media "SVG logos never run
 * script"): the document is tokenised and rebuilt from an allow-list, so script, event handlers,
 * foreignObject, external references and DOCTYPE entities never reach a browser. Served SVG also
 * carries a sandboxing CSP (routes.ts), so a gap here is not enough on its own to run script.
 */

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

/** Raster images embedded inline are fine; anything else in an href must point inside the file. */
const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*$/i;

/** CSS that could fetch or run something: external url(), @import, legacy expression(), script URLs. */
function isDangerousCss(css: string): boolean {
  const lower = css.toLowerCase().replace(/\\/g, '');
  if (/@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding/.test(lower)) return true;
  for (const match of lower.matchAll(/url\s*\(\s*(['"]?)(.*?)\1\s*\)/g)) {
    const target = (match[2] ?? '').trim();
    if (!target.startsWith('#') && !SAFE_DATA_IMAGE.test(target)) return true;
  }
  return false;
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower === 'amp') return '&';
    if (lower === 'lt') return '<';
    if (lower === 'gt') return '>';
    if (lower === 'quot') return '"';
    if (lower === 'apos') return "'";
    const code = lower.startsWith('#x') ? Number.parseInt(lower.slice(2), 16) : Number.parseInt(lower.slice(1), 10);
    try {
      return String.fromCodePoint(code);
    } catch {
      return whole;
    }
  });
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
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
    return !/href/i.test(value) && !compact.includes(':');
  }
  if (lower === 'style' || compact.includes('url(')) return !isDangerousCss(value);
  return true;
}

interface Token {
  kind: 'open' | 'close' | 'text' | 'skip';
  name?: string;
  attributes?: [string, string][];
  selfClosing?: boolean;
  text?: string;
}

const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** Splits XML into tags and text; comments, processing instructions and DOCTYPEs become 'skip'. */
function* tokenize(source: string): Generator<Token> {
  let index = 0;
  while (index < source.length) {
    const lt = source.indexOf('<', index);
    if (lt === -1) {
      yield { kind: 'text', text: source.slice(index) };
      return;
    }
    if (lt > index) yield { kind: 'text', text: source.slice(index, lt) };
    if (source.startsWith('<!--', lt)) {
      const end = source.indexOf('-->', lt + 4);
      index = end === -1 ? source.length : end + 3;
      yield { kind: 'skip' };
    } else if (source.startsWith('<![CDATA[', lt)) {
      const end = source.indexOf(']]>', lt + 9);
      const text = source.slice(lt + 9, end === -1 ? source.length : end);
      index = end === -1 ? source.length : end + 3;
      yield { kind: 'text', text: escapeText(text) };
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
    } else if (source.startsWith('</', lt)) {
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
      let body = source.slice(lt + 1, cursor);
      index = cursor + 1;
      const selfClosing = body.trimEnd().endsWith('/');
      if (selfClosing) body = body.trimEnd().slice(0, -1);
      const nameMatch = /^[^\s/>]+/.exec(body);
      if (!nameMatch) {
        yield { kind: 'text', text: '&lt;' };
        index = lt + 1;
        continue;
      }
      const attributes: [string, string][] = [];
      for (const match of body.slice(nameMatch[0].length).matchAll(ATTRIBUTE)) {
        const value = match[3] ?? match[4] ?? match[5] ?? '';
        attributes.push([match[1] as string, decodeEntities(value)]);
      }
      yield { kind: 'open', name: nameMatch[0], attributes, selfClosing };
    }
  }
}

/** The local name of a possibly prefixed element name ('svg:rect' → 'rect'). */
function localName(name: string): string {
  const colon = name.indexOf(':');
  return (colon === -1 ? name : name.slice(colon + 1)).toLowerCase();
}

/**
 * Rebuilds an SVG document keeping only allow-listed elements and safe attributes. Returns null
 * when the text has no <svg> root at all.
 */
export function sanitizeSvg(source: string): string | null {
  const out: string[] = [];
  /** Open elements: name as written, and whether it (or an ancestor) is being dropped. */
  const stack: { name: string; dropped: boolean; isStyle: boolean }[] = [];
  let sawSvg = false;
  let prefixed = false;
  for (const token of tokenize(source.replace(/^\uFEFF/, ''))) {
    const parent = stack[stack.length - 1];
    const insideDropped = parent?.dropped ?? false;
    if (token.kind === 'skip') continue;
    if (token.kind === 'text') {
      if (insideDropped || stack.length === 0) continue;
      const text = token.text ?? '';
      if (parent?.isStyle) {
        // Style text is CSS: re-escape it as XML text after decoding what the source escaped.
        const css = decodeEntities(text);
        if (!isDangerousCss(css)) out.push(escapeText(css));
      } else {
        out.push(escapeText(decodeEntities(text)));
      }
      continue;
    }
    if (token.kind === 'close') {
      // Pop to the matching element (tolerates sloppy nesting instead of failing).
      const position = stack.map((entry) => entry.name).lastIndexOf(token.name ?? '');
      if (position === -1) continue;
      while (stack.length > position) {
        const entry = stack.pop();
        if (entry && !entry.dropped) out.push(`</${entry.name}>`);
      }
      continue;
    }
    const name = token.name ?? '';
    const local = localName(name);
    const dropped = insideDropped || !ALLOWED_ELEMENTS.has(local) || (stack.length === 0 && local !== 'svg');
    if (!dropped) {
      if (local === 'svg') sawSvg = true;
      if (name.includes(':')) prefixed = true;
      const attributes = (token.attributes ?? [])
        .filter(([attribute, value]) => safeAttribute(local, attribute, value))
        .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`)
        .join('');
      out.push(`<${name}${attributes}${token.selfClosing ? '/>' : '>'}`);
    }
    if (!token.selfClosing) stack.push({ name, dropped, isStyle: local === 'style' });
  }
  while (stack.length > 0) {
    const entry = stack.pop();
    if (entry && !entry.dropped) out.push(`</${entry.name}>`);
  }
  if (!sawSvg) return null;
  let result = out.join('');
  // A root without the SVG namespace does not render as an image; add it.
  if (!prefixed && !/^<svg[^>]*\sxmlns="/.test(result)) result = result.replace(/^<svg/, '<svg xmlns="http://www.w3.org/2000/svg"');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${result}`;
}

/** Cheap sniff: does this buffer look like an SVG document (rather than a raster)? */
export function looksLikeSvg(data: Buffer): boolean {
  const head = data
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head);
}
