import type { Division } from '@casa/core';
import type { SceneKind, SceneSpec } from '@casa/core/content';

/** A scene at a size: what `interiorSceneSvg` draws. */
export interface InteriorSceneOptions extends SceneSpec {
  width: number;
  height: number;
}

/**
 * Draws an interior as SVG text: a room in one-point perspective, furniture as shaded boxes,
 * daylight from a window, soft shadows and a vignette. Pure string work (no DOM, no Node), so
 * the web build's stock photos, the server's demo seed and the tests can all render it. Same
 * options, same picture.
 */
export function interiorSceneSvg(options: InteriorSceneOptions): string {
  const width = Math.max(16, Math.round(options.width));
  const height = Math.max(16, Math.round(options.height));
  const random = mulberry32(options.seed * 7919 + KIND_SALT[options.kind]);
  const palette = pickPalette(options.division, random);
  const scene = new Scene(width, height, palette, random, `s${Math.abs(options.seed) % 100000}${options.kind[0]}`);
  switch (options.kind) {
    case 'logo':
      return logoSvg(width, height, options.label ?? 'Casa Mobilia', options.division, random);
    case 'portrait':
      scene.portrait();
      break;
    case 'terrace':
      scene.terrace();
      break;
    default:
      scene.room(options.kind, options.label);
  }
  return scene.toString();
}

const KIND_SALT: Record<SceneKind, number> = {
  office: 1,
  meeting: 2,
  reception: 3,
  lobby: 4,
  restaurant: 5,
  bedroom: 6,
  lounge: 7,
  terrace: 8,
  portrait: 9,
  logo: 10,
};

type Random = () => number;

function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length) % items.length] as T;
const between = (random: Random, min: number, max: number) => min + (max - min) * random();

interface Palette {
  wall: string;
  wallShade: string;
  ceiling: string;
  floor: string;
  floorLine: string;
  wood: string;
  woodDark: string;
  fabric: string;
  fabricAlt: string;
  accent: string;
  metal: string;
  dark: string;
  plant: string;
  plantDark: string;
  sky: string;
  skyLow: string;
  light: string;
  rug: string;
}

function pickPalette(division: Division, random: Random): Palette {
  if (division === 'corporativo') {
    const floor = pick(random, [
      ['#a78560', '#8d6c4a'],
      ['#8f8a83', '#77726b'],
      ['#b5936b', '#97764f'],
    ] as const);
    return {
      wall: pick(random, ['#ece7df', '#e6e1d8', '#efebe4']),
      wallShade: '#cbc3b6',
      ceiling: '#f4f1ec',
      floor: floor[0],
      floorLine: floor[1],
      wood: pick(random, ['#b98f5f', '#a97f52', '#c29a6b']),
      woodDark: '#7a5a3a',
      fabric: pick(random, ['#3b3f44', '#4a5057', '#2f3337']),
      fabricAlt: pick(random, ['#8a8f94', '#b7aa96', '#6f7a72']),
      accent: pick(random, ['#b08d57', '#a8844c', '#c09a5e']),
      metal: '#2b2d30',
      dark: '#25272a',
      plant: '#58714f',
      plantDark: '#3d5238',
      sky: '#d7e4ec',
      skyLow: '#f3efe6',
      light: '#fff8ea',
      rug: pick(random, ['#9a9489', '#7f7b74', '#b2a995']),
    };
  }
  const accent = pick(random, ['#2f6f6b', '#b4623f', '#6f7446']);
  return {
    wall: pick(random, ['#eadfce', '#e9e0d2', '#efe6d8']),
    wallShade: '#cdbca3',
    ceiling: '#f3ece1',
    floor: pick(random, ['#c8b497', '#b99b75', '#d3c2a6']),
    floorLine: '#a88e6c',
    wood: pick(random, ['#9c7350', '#8a623f', '#b08457']),
    woodDark: '#5e4128',
    fabric: pick(random, ['#e6dccb', '#d9c9ae', '#efe7da']),
    fabricAlt: accent,
    accent,
    metal: '#6b5a45',
    dark: '#3a2f25',
    plant: '#5f7a4e',
    plantDark: '#405636',
    sky: '#bfe0e8',
    skyLow: '#f6ead2',
    light: '#fff3dc',
    rug: pick(random, ['#cdb89a', '#bfa585', '#d8c8ae']),
  };
}

/** Darkens (negative) or lightens (positive) a #rrggbb colour. */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 255;
    const next = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.max(0, Math.min(255, Math.round(next)));
  };
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

const n = (value: number) => (Math.round(value * 10) / 10).toString();
const points = (list: [number, number][]) => list.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A room seen in one-point perspective. World units: X across (1 = the image width at scale 1),
 * Y up from the floor, and `s` the perspective scale of a depth (back wall = `back`, the bottom
 * of the image ≈ `front`). Larger `s` is nearer.
 */
class Scene {
  private readonly defs: string[] = [];
  private readonly layers: string[] = [];
  private readonly items: { depth: number; svg: string }[] = [];
  readonly vx: number;
  readonly vy: number;
  readonly back: number;
  readonly backTop: number;
  readonly backBottom: number;
  readonly front: number;

  /** Half the width of the room, in world units (the walls stand at ±halfWidth). */
  readonly halfWidth: number;

  constructor(
    readonly w: number,
    readonly h: number,
    readonly p: Palette,
    readonly random: Random,
    readonly id: string,
  ) {
    // A camera at eye height (~1.3 m) in a room ~3.2 m high, whatever the frame's shape.
    const tall = h / w;
    // Tall frames show a double-height space (lobby, loft) rather than an empty ceiling.
    const roomHeight = tall > 1 ? 0.7 : 0.46;
    const eye = 0.19;
    this.halfWidth = between(random, 0.54, 0.7);
    this.vx = w * between(random, 0.44, 0.56);
    this.vy = h * (tall > 1 ? 0.58 : 0.5);
    // Tall frames keep the room a little further away, as a photographer would step back.
    this.back = Math.min(tall > 1 ? 0.72 : 0.95, Math.max(0.38, (0.4 * h) / (0.46 * w)));
    this.backBottom = this.vy + eye * w * this.back;
    this.backTop = this.backBottom - roomHeight * w * this.back;
    this.front = (this.back * (h - this.vy)) / (this.backBottom - this.vy);
  }

  /** Screen position of a world point. */
  at(x: number, y: number, s: number): [number, number] {
    const ground = this.vy + (this.backBottom - this.vy) * (s / this.back);
    return [this.vx + x * this.w * s, ground - y * this.w * s];
  }

  /** Scale of a depth between the back wall (0) and the front of the picture (1). */
  depth(t: number): number {
    return this.back + (this.front - this.back) * t;
  }

  private gradient(kind: 'linear' | 'radial', attrs: string, stops: [number, string, number?][]): string {
    const gid = `${this.id}g${this.defs.length}`;
    const body = stops
      .map(
        ([offset, color, opacity]) =>
          `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
      )
      .join('');
    this.defs.push(
      kind === 'linear'
        ? `<linearGradient id="${gid}" ${attrs}>${body}</linearGradient>`
        : `<radialGradient id="${gid}" ${attrs}>${body}</radialGradient>`,
    );
    return `url(#${gid})`;
  }

  private blur(amount: number): string {
    const fid = `${this.id}f${this.defs.length}`;
    this.defs.push(
      `<filter id="${fid}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(amount)}"/></filter>`,
    );
    return `url(#${fid})`;
  }

  private add(depth: number, svg: string) {
    this.items.push({ depth, svg });
  }

  // ---- building blocks -------------------------------------------------------------------

  /** A box between x0..x1, depths sFar..sNear (scales) and heights y0..y1, with lit faces. */
  box(x0: number, x1: number, sFar: number, sNear: number, y0: number, y1: number, color: string, extra = ''): string {
    const eye = (this.vy - this.at(0, 0, 1)[1]) / -this.w; // eye height in world units
    const faces: string[] = [];
    const front = points([this.at(x0, y0, sNear), this.at(x1, y0, sNear), this.at(x1, y1, sNear), this.at(x0, y1, sNear)]);
    // Side faces, toward the centre line.
    const centre = 0;
    if (x1 < centre) {
      faces.push(
        `<polygon points="${points([this.at(x1, y0, sNear), this.at(x1, y0, sFar), this.at(x1, y1, sFar), this.at(x1, y1, sNear)])}" fill="${shade(color, -0.22)}"/>`,
      );
    } else if (x0 > centre) {
      faces.push(
        `<polygon points="${points([this.at(x0, y0, sNear), this.at(x0, y0, sFar), this.at(x0, y1, sFar), this.at(x0, y1, sNear)])}" fill="${shade(color, -0.22)}"/>`,
      );
    }
    if (y1 < eye) {
      faces.push(
        `<polygon points="${points([this.at(x0, y1, sNear), this.at(x1, y1, sNear), this.at(x1, y1, sFar), this.at(x0, y1, sFar)])}" fill="${shade(color, 0.14)}"/>`,
      );
    } else if (y0 > eye) {
      faces.push(
        `<polygon points="${points([this.at(x0, y0, sNear), this.at(x1, y0, sNear), this.at(x1, y0, sFar), this.at(x0, y0, sFar)])}" fill="${shade(color, -0.3)}"/>`,
      );
    }
    faces.push(`<polygon points="${front}" fill="${color}" ${extra}/>`);
    return faces.join('');
  }

  /** A soft shadow on the floor under a footprint. */
  shadow(x0: number, x1: number, sFar: number, sNear: number, strength = 0.28): string {
    const [ax, ay] = this.at(x0, 0, sNear);
    const [bx] = this.at(x1, 0, sNear);
    const [, fy] = this.at(x0, 0, sFar);
    const cx = (ax + bx) / 2;
    const rx = Math.abs(bx - ax) / 2 + this.w * 0.01;
    const ry = Math.max(4, Math.abs(ay - fy) / 2 + this.h * 0.006);
    return `<ellipse cx="${n(cx)}" cy="${n((ay + fy) / 2)}" rx="${n(rx * 1.08)}" ry="${n(ry * 1.1)}" fill="#1c1410" opacity="${strength}" filter="${this.blur(Math.max(2, rx * 0.08))}"/>`;
  }

  /** An ellipse lying on a horizontal plane (table top, rug). */
  disc(x: number, y: number, s: number, radius: number, color: string, extra = ''): string {
    const near = 1 / (1 / s - radius);
    const far = 1 / (1 / s + radius);
    const [cx] = this.at(x, y, s);
    const [, y1] = this.at(x, y, near);
    const [, y2] = this.at(x, y, far);
    const rx = radius * this.w * s;
    return `<ellipse cx="${n(cx)}" cy="${n((y1 + y2) / 2)}" rx="${n(rx)}" ry="${n(Math.max(1.5, Math.abs(y1 - y2) / 2))}" fill="${color}" ${extra}/>`;
  }

  chair(
    x: number,
    s: number,
    facing: 'front' | 'back' | 'side',
    color: string,
    legs = this.p.metal,
    seatY = 0.066,
    base: 'legs' | 'star' = 'legs',
  ): string {
    const wdt = 0.068;
    const d = 0.065;
    const sNear = 1 / (1 / s - d / 2);
    const sFar = 1 / (1 / s + d / 2);
    const parts = [this.shadow(x - wdt / 2, x + wdt / 2, sFar, sNear, 0.22)];
    const leg = (lx: number, ls: number) => this.box(lx - 0.0035, lx + 0.0035, ls * 0.995, ls, 0, seatY, legs);
    const backrest = facing === 'back' ? [sNear * 0.99, sNear] : [sFar, sFar * 1.01];
    if (base === 'star') {
      // An office task chair: five-star base on castors, a gas column, a taller back.
      parts.push(this.disc(x, 0.004, s, 0.034, legs));
      parts.push(this.box(x - 0.003, x + 0.003, s * 0.998, s * 1.002, 0.004, seatY, legs));
      if (facing === 'back') {
        parts.push(this.box(x - wdt / 2, x + wdt / 2, sFar, sNear, seatY, seatY + 0.014, color));
        parts.push(
          this.box(x - wdt / 2 + 0.004, x + wdt / 2 - 0.004, backrest[0]!, backrest[1]!, seatY + 0.02, seatY + 0.085, shade(color, -0.08)),
        );
      } else {
        parts.push(
          this.box(x - wdt / 2 + 0.004, x + wdt / 2 - 0.004, backrest[0]!, backrest[1]!, seatY + 0.02, seatY + 0.085, shade(color, 0.05)),
        );
        parts.push(this.box(x - wdt / 2, x + wdt / 2, sFar, sNear, seatY, seatY + 0.014, color));
      }
      return parts.join('');
    }
    parts.push(leg(x - wdt / 2 + 0.004, sFar), leg(x + wdt / 2 - 0.004, sFar));
    if (facing === 'back')
      parts.push(this.box(x - wdt / 2, x + wdt / 2, sNear * 0.99, sNear, seatY + 0.012, seatY + 0.072, shade(color, -0.08)));
    parts.push(leg(x - wdt / 2 + 0.004, sNear), leg(x + wdt / 2 - 0.004, sNear));
    parts.push(this.box(x - wdt / 2, x + wdt / 2, sFar, sNear, seatY, seatY + 0.012, color));
    if (facing === 'front')
      parts.push(this.box(x - wdt / 2 + 0.003, x + wdt / 2 - 0.003, sFar, sFar * 1.01, seatY + 0.012, seatY + 0.072, shade(color, 0.05)));
    return parts.join('');
  }

  table(x0: number, x1: number, sFar: number, sNear: number, top: number, color: string, legs = this.p.metal): string {
    const inset = 0.01;
    const nearIn = 1 / (1 / sNear + inset);
    const farIn = 1 / (1 / sFar - inset);
    return [
      this.shadow(x0, x1, sFar, sNear, 0.25),
      this.box(x0 + inset, x0 + inset + 0.006, farIn * 0.995, farIn, 0, top, legs),
      this.box(x1 - inset - 0.006, x1 - inset, farIn * 0.995, farIn, 0, top, legs),
      this.box(x0 + inset, x0 + inset + 0.006, nearIn * 0.995, nearIn, 0, top, legs),
      this.box(x1 - inset - 0.006, x1 - inset, nearIn * 0.995, nearIn, 0, top, legs),
      this.box(x0, x1, sFar, sNear, top, top + 0.012, color),
    ].join('');
  }

  sofa(x0: number, x1: number, s: number, color: string, depth = 0.13): string {
    const sNear = 1 / (1 / s - depth / 2);
    const sFar = 1 / (1 / s + depth / 2);
    const arm = 0.03;
    const cushions: string[] = [];
    const count = Math.max(1, Math.round((x1 - x0) / 0.11));
    const span = (x1 - x0 - arm * 2) / count;
    for (let i = 0; i < count; i += 1) {
      const cx0 = x0 + arm + span * i + 0.002;
      cushions.push(this.box(cx0, cx0 + span - 0.004, sFar * 1.03, sNear, 0.045, 0.064, shade(color, 0.06)));
      cushions.push(this.box(cx0, cx0 + span - 0.004, sFar * 1.005, sFar * 1.04, 0.064, 0.112, shade(color, 0.03)));
    }
    return [
      this.shadow(x0, x1, sFar, sNear, 0.3),
      this.box(x0, x1, sFar, sNear, 0.01, 0.045, shade(color, -0.06)),
      this.box(x0, x1, sFar, sFar * 1.03, 0.045, 0.118, shade(color, -0.03)),
      ...cushions,
      this.box(x0, x0 + arm, sFar, sNear, 0.045, 0.088, color),
      this.box(x1 - arm, x1, sFar, sNear, 0.045, 0.088, color),
    ].join('');
  }

  armchair(x: number, s: number, color: string): string {
    return this.sofa(x - 0.06, x + 0.06, s, color, 0.12);
  }

  plant(x: number, s: number, size = 1): string {
    const [px, py] = this.at(x, 0, s);
    const scale = this.w * s * size;
    const potW = 0.03 * scale;
    const potH = 0.05 * scale;
    const leaves: string[] = [];
    const count = 9 + Math.floor(this.random() * 5);
    for (let i = 0; i < count; i += 1) {
      const angle = -90 + between(this.random, -62, 62);
      const length = between(this.random, 0.05, 0.11) * scale;
      const rad = (angle * Math.PI) / 180;
      const lx = px + Math.cos(rad) * length * 0.55;
      const ly = py - potH + Math.sin(rad) * length * 0.55;
      leaves.push(
        `<ellipse cx="${n(lx)}" cy="${n(ly)}" rx="${n(length * 0.55)}" ry="${n(length * 0.16)}" transform="rotate(${n(angle)} ${n(lx)} ${n(ly)})" fill="${i % 3 === 0 ? this.p.plantDark : i % 3 === 1 ? this.p.plant : shade(this.p.plant, 0.15)}"/>`,
      );
    }
    return [
      `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(potW * 1.3)}" ry="${n(potW * 0.3)}" fill="#1c1410" opacity="0.25"/>`,
      ...leaves,
      `<path d="M${n(px - potW / 2)},${n(py - potH)} L${n(px + potW / 2)},${n(py - potH)} L${n(px + potW * 0.38)},${n(py)} L${n(px - potW * 0.38)},${n(py)} Z" fill="${shade(this.p.wallShade, -0.35)}"/>`,
    ].join('');
  }

  pendant(x: number, s: number, drop: number, radius: number, color: string): string {
    const [cx, cy] = this.at(x, this.roomHeight() - drop, s);
    const [, topY] = this.at(x, this.roomHeight(), s);
    const r = radius * this.w * s;
    const glow = this.gradient('radial', 'cx="50%" cy="50%" r="50%"', [
      [0, this.p.light, 0.55],
      [1, this.p.light, 0],
    ]);
    return [
      `<line x1="${n(cx)}" y1="${n(topY)}" x2="${n(cx)}" y2="${n(cy - r * 0.6)}" stroke="${this.p.dark}" stroke-width="${n(Math.max(1, r * 0.04))}" opacity="0.7"/>`,
      `<circle cx="${n(cx)}" cy="${n(cy + r * 0.3)}" r="${n(r * 2.6)}" fill="${glow}"/>`,
      `<path d="M${n(cx - r)},${n(cy + r * 0.25)} Q${n(cx - r)},${n(cy - r * 0.7)} ${n(cx)},${n(cy - r * 0.7)} Q${n(cx + r)},${n(cy - r * 0.7)} ${n(cx + r)},${n(cy + r * 0.25)} Z" fill="${color}"/>`,
      `<ellipse cx="${n(cx)}" cy="${n(cy + r * 0.25)}" rx="${n(r * 0.96)}" ry="${n(r * 0.18)}" fill="${this.p.light}"/>`,
    ].join('');
  }

  roomHeight(): number {
    return (this.backBottom - this.backTop) / (this.w * this.back);
  }

  /** A framed artwork or panel on the back wall. */
  artwork(x0: number, x1: number, y0: number, y1: number): string {
    const s = this.back * 1.001;
    const [ax, ay] = this.at(x0, y1, s);
    const [bx, by] = this.at(x1, y0, s);
    const w = bx - ax;
    const h = by - ay;
    const blobs = [0, 1, 2]
      .map((i) => {
        const cx = ax + w * between(this.random, 0.2, 0.8);
        const cy = ay + h * between(this.random, 0.25, 0.75);
        const color = [this.p.accent, this.p.wood, this.p.fabricAlt][i] ?? this.p.accent;
        return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(w * between(this.random, 0.15, 0.32))}" ry="${n(h * between(this.random, 0.12, 0.3))}" fill="${color}" opacity="0.75"/>`;
      })
      .join('');
    return `<rect x="${n(ax - w * 0.04)}" y="${n(ay - w * 0.04)}" width="${n(w * 1.08)}" height="${n(h + w * 0.08)}" fill="${this.p.dark}" opacity="0.85"/><rect x="${n(ax)}" y="${n(ay)}" width="${n(w)}" height="${n(h)}" fill="${shade(this.p.wall, 0.35)}"/>${blobs}<rect x="${n(ax - w * 0.04)}" y="${n(by + w * 0.04)}" width="${n(w * 1.08)}" height="${n(h * 0.6)}" fill="#1c1410" opacity="0.06" filter="${this.blur(w * 0.03)}"/>`;
  }

  // ---- the room --------------------------------------------------------------------------

  private shell(windowSide: 'left' | 'back' | 'right', outdoor: 'city' | 'sea' | 'garden') {
    const { w, h, p } = this;
    const [bl, bt] = this.at(-this.halfWidth, this.roomHeight(), this.back);
    const [br, bb] = this.at(this.halfWidth, 0, this.back);
    const wallGrad = this.gradient('linear', 'x1="0" y1="0" x2="0" y2="1"', [
      [0, shade(p.wall, 0.08)],
      [1, shade(p.wall, -0.05)],
    ]);
    const sideLeft = this.gradient('linear', 'x1="0" y1="0" x2="1" y2="0"', [
      [0, shade(p.wall, -0.18)],
      [1, shade(p.wall, -0.06)],
    ]);
    const sideRight = this.gradient('linear', 'x1="1" y1="0" x2="0" y2="0"', [
      [0, shade(p.wall, -0.2)],
      [1, shade(p.wall, -0.08)],
    ]);
    const floorGrad = this.gradient('linear', 'x1="0" y1="0" x2="0" y2="1"', [
      [0, shade(p.floor, -0.12)],
      [1, shade(p.floor, 0.06)],
    ]);
    const ceilGrad = this.gradient('linear', 'x1="0" y1="1" x2="0" y2="0"', [
      [0, p.ceiling],
      [1, shade(p.ceiling, -0.12)],
    ]);
    const L = this.layers;
    const W = this.halfWidth;
    L.push(`<rect width="${w}" height="${h}" fill="${p.wall}"/>`);
    L.push(`<rect y="${n(bb)}" width="${w}" height="${n(h - bb + 1)}" fill="${floorGrad}"/>`);
    // Floor boards or tiles converging to the vanishing point.
    const lines: string[] = [];
    const boards = Math.round(W * 52);
    for (let i = 0; i <= boards; i += 1) {
      const x = -W + (2 * W * i) / boards;
      const [fx, fy] = this.at(x, 0, this.back);
      const [nx, ny] = this.at(x, 0, this.front * 1.6);
      lines.push(`<line x1="${n(fx)}" y1="${n(fy)}" x2="${n(nx)}" y2="${n(ny)}"/>`);
    }
    for (let i = 1; i < 14; i += 1) {
      const s = 1 / (1 / this.back - (1 / this.back - 1 / (this.front * 1.4)) * (i / 14));
      const [x0, y] = this.at(-3, 0, s);
      const [x1] = this.at(3, 0, s);
      lines.push(`<line x1="${n(x0)}" y1="${n(y)}" x2="${n(x1)}" y2="${n(y)}" opacity="0.45"/>`);
    }
    L.push(`<g stroke="${p.floorLine}" stroke-width="${n(Math.max(0.8, w / 1500))}" opacity="0.4">${lines.join('')}</g>`);
    // Side walls run from the back corners toward the edges of the picture.
    const edgeY = (cornerX: number, cornerY: number, edgeX: number) =>
      this.vy + (cornerY - this.vy) * ((edgeX - this.vx) / (cornerX - this.vx));
    L.push(
      `<polygon points="${points([
        [0, 0],
        [w, 0],
        [br, bt],
        [bl, bt],
      ])}" fill="${ceilGrad}"/>`,
    );
    L.push(
      `<polygon points="${points([
        [0, edgeY(bl, bt, 0)],
        [bl, bt],
        [bl, bb],
        [0, edgeY(bl, bb, 0)],
      ])}" fill="${sideLeft}"/>`,
    );
    L.push(
      `<polygon points="${points([
        [w, edgeY(br, bt, w)],
        [br, bt],
        [br, bb],
        [w, edgeY(br, bb, w)],
      ])}" fill="${sideRight}"/>`,
    );
    L.push(`<rect x="${n(bl)}" y="${n(bt)}" width="${n(br - bl)}" height="${n(bb - bt)}" fill="${wallGrad}"/>`);
    // Soft shade in the corners and along the ceiling line (ambient occlusion).
    const corner = Math.max(2, w * 0.006);
    L.push(
      `<g fill="#2a1f16" opacity="0.16" filter="${this.blur(corner * 1.5)}"><rect x="${n(bl - corner / 2)}" y="${n(bt)}" width="${n(corner)}" height="${n(bb - bt)}"/><rect x="${n(br - corner / 2)}" y="${n(bt)}" width="${n(corner)}" height="${n(bb - bt)}"/><rect x="${n(bl)}" y="${n(bb - corner / 2)}" width="${n(br - bl)}" height="${n(corner)}"/></g>`,
    );
    // Recessed downlights in the ceiling.
    for (let row = 1; row <= 3; row += 1) {
      const s = this.back + (this.front - this.back) * (row / 4) * 0.8;
      for (const x of [-W * 0.55, 0, W * 0.55]) {
        const [cx, cy] = this.at(x, this.roomHeight(), s);
        if (cy < 2) continue;
        const r = Math.max(2, w * s * 0.008);
        L.push(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * 1.6)}" ry="${n(r * 0.45)}" fill="${p.light}" opacity="0.95"/>`);
      }
    }
    // Skirting.
    L.push(`<rect x="${n(bl)}" y="${n(bb - h * 0.008)}" width="${n(br - bl)}" height="${n(h * 0.008)}" fill="${shade(p.wall, -0.12)}"/>`);

    // The window and its daylight.
    const sky = this.gradient('linear', 'x1="0" y1="0" x2="0" y2="1"', [
      [0, p.sky],
      [0.75, p.skyLow],
      [1, shade(p.skyLow, -0.04)],
    ]);
    const mullion = shade(p.dark, 0.1);
    if (windowSide === 'back') {
      const x0 = between(this.random, -this.halfWidth + 0.06, -0.12);
      const x1 = Math.min(this.halfWidth - 0.04, x0 + between(this.random, 0.36, 0.6));
      const [ax, ay] = this.at(x0, this.roomHeight() * 0.92, this.back);
      const [bx, by] = this.at(x1, 0.02, this.back);
      L.push(`<rect x="${n(ax)}" y="${n(ay)}" width="${n(bx - ax)}" height="${n(by - ay)}" fill="${sky}"/>`);
      L.push(this.outside(ax, ay, bx, by, outdoor));
      const panes = 3 + Math.floor(this.random() * 3);
      for (let i = 1; i < panes; i += 1) {
        const x = ax + ((bx - ax) * i) / panes;
        L.push(`<rect x="${n(x - w * 0.002)}" y="${n(ay)}" width="${n(w * 0.004)}" height="${n(by - ay)}" fill="${mullion}"/>`);
      }
      L.push(
        `<rect x="${n(ax)}" y="${n(ay)}" width="${n(bx - ax)}" height="${n(by - ay)}" fill="none" stroke="${mullion}" stroke-width="${n(w * 0.005)}"/>`,
      );
      const [lx0, ly0] = this.at(x0, 0, this.back);
      const [lx1] = this.at(x1, 0, this.back);
      const [fx0, fy] = this.at(x0 - 0.15, 0, this.front * 1.1);
      const [fx1] = this.at(x1 + 0.05, 0, this.front * 1.1);
      L.push(
        `<polygon points="${points([
          [lx0, ly0],
          [lx1, ly0],
          [fx1, fy],
          [fx0, fy],
        ])}" fill="${p.light}" opacity="0.32" filter="${this.blur(w * 0.02)}"/>`,
      );
    } else {
      const left = windowSide === 'left';
      const edge = left ? -this.halfWidth : this.halfWidth;
      const sNear = this.depth(0.55);
      const sFar = this.back * 1.04;
      const top = this.roomHeight() * 0.9;
      const bottom = 0.015;
      const corners: [number, number][] = [
        this.at(edge, top, sFar),
        this.at(edge, top, sNear),
        this.at(edge, bottom, sNear),
        this.at(edge, bottom, sFar),
      ];
      L.push(`<polygon points="${points(corners)}" fill="${sky}"/>`);
      const [c0, c1, c2, c3] = corners as [[number, number], [number, number], [number, number], [number, number]];
      L.push(`<polygon points="${points([c0, c1, c2, c3])}" fill="${p.light}" opacity="0.35"/>`);
      const panes = 4;
      for (let i = 1; i < panes; i += 1) {
        const s = 1 / (1 / sFar + (1 / sNear - 1 / sFar) * (i / panes));
        const [mx, my] = this.at(edge, top, s);
        const [, mb] = this.at(edge, bottom, s);
        L.push(
          `<line x1="${n(mx)}" y1="${n(my)}" x2="${n(mx)}" y2="${n(mb)}" stroke="${mullion}" stroke-width="${n(w * 0.004 * (s / this.back))}"/>`,
        );
      }
      L.push(`<polygon points="${points(corners)}" fill="none" stroke="${mullion}" stroke-width="${n(w * 0.004)}"/>`);
      const [fnx, fny] = this.at(edge, 0, sNear);
      const [ffx, ffy] = this.at(edge, 0, sFar);
      const [tx, ty] = this.at(edge * 0.1, 0, sNear * 1.05);
      const [ux, uy] = this.at(edge * 0.25, 0, sFar);
      L.push(
        `<polygon points="${points([
          [ffx, ffy],
          [fnx, fny],
          [tx, ty],
          [ux, uy],
        ])}" fill="${p.light}" opacity="0.38" filter="${this.blur(w * 0.018)}"/>`,
      );
    }
  }

  /** What a window looks out on. */
  private outside(x0: number, y0: number, x1: number, y1: number, view: 'city' | 'sea' | 'garden'): string {
    const width = x1 - x0;
    const height = y1 - y0;
    const parts: string[] = [];
    if (view === 'city') {
      let x = x0;
      while (x < x1) {
        const bw = width * between(this.random, 0.05, 0.12);
        const bh = height * between(this.random, 0.15, 0.5);
        parts.push(
          `<rect x="${n(x)}" y="${n(y1 - bh)}" width="${n(Math.min(bw, x1 - x))}" height="${n(bh)}" fill="#9fb0bb" opacity="${n(between(this.random, 0.35, 0.6))}"/>`,
        );
        x += bw * between(this.random, 0.9, 1.2);
      }
    } else if (view === 'sea') {
      parts.push(
        `<rect x="${n(x0)}" y="${n(y0 + height * 0.58)}" width="${n(width)}" height="${n(height * 0.42)}" fill="#5fa3ad" opacity="0.55"/>`,
      );
      parts.push(
        `<rect x="${n(x0)}" y="${n(y0 + height * 0.8)}" width="${n(width)}" height="${n(height * 0.2)}" fill="#e8d9b8" opacity="0.6"/>`,
      );
    } else {
      for (let i = 0; i < 7; i += 1) {
        const cx = x0 + width * this.random();
        parts.push(
          `<ellipse cx="${n(cx)}" cy="${n(y1 - height * 0.12)}" rx="${n(width * between(this.random, 0.08, 0.18))}" ry="${n(height * between(this.random, 0.15, 0.35))}" fill="${i % 2 ? '#7f9a6a' : '#68845a'}" opacity="0.6"/>`,
        );
      }
    }
    return `<g filter="${this.blur(width * 0.006)}">${parts.join('')}</g>`;
  }

  room(kind: Exclude<SceneKind, 'portrait' | 'logo' | 'terrace'>, label?: string) {
    const r = this.random;
    const p = this.p;
    const windowSide = pick(r, ['left', 'back', 'right'] as const);
    const outdoor = kind === 'office' || kind === 'meeting' || kind === 'reception' ? 'city' : pick(r, ['sea', 'garden'] as const);
    this.shell(kind === 'lobby' || kind === 'restaurant' ? pick(r, ['left', 'right'] as const) : windowSide, outdoor);
    const d = (t: number) => this.depth(t);
    const H = this.roomHeight();

    switch (kind) {
      case 'office': {
        if (windowSide !== 'back') this.add(0, this.artwork(-0.16, 0.08, H * 0.45, H * 0.75));
        this.add(0.005, this.credenza(-this.halfWidth + 0.04, -this.halfWidth + 0.34, H));
        for (let i = 0; i < 3; i += 1) this.add(0.01, this.pendantLinear(0, d(0.12 + i * 0.22), 0.3));
        // Two benching desks, people on both sides.
        const t = 0.2;
        const s0 = d(t);
        const s1 = d(t + 0.1);
        for (const [x0, x1] of [
          [-0.44, -0.06],
          [0.06, 0.44],
        ] as const) {
          const seats = [x0 + (x1 - x0) * 0.27, x0 + (x1 - x0) * 0.73];
          for (const x of seats) this.add(t - 0.01, this.chair(x, d(t - 0.045), 'front', p.fabric, p.metal, 0.066, 'star'));
          this.add(t + 0.05, this.table(x0, x1, s0, s1, 0.105, p.wood));
          for (const x of seats) {
            this.add(t + 0.06, this.monitor(x, (s0 + s1) / 2, 0.117));
          }
          for (const x of seats) this.add(t + 0.14, this.chair(x, d(t + 0.16), 'back', p.fabric, p.metal, 0.066, 'star'));
        }
        this.add(0.02, this.plant(this.halfWidth - 0.08, d(0.04), 1.3));
        this.add(0.85, this.plant(-0.62, d(0.8), 1.5));
        this.add(0.8, this.armchair(0.52, d(0.72), p.fabricAlt));
        break;
      }
      case 'meeting': {
        if (windowSide !== 'back') this.add(0, this.screen(-0.14, 0.14, H * 0.35, H * 0.7));
        else this.add(0, this.acousticPanels());
        this.add(0.02, this.pendant(-0.08, d(0.35), H * 0.3, 0.03, p.dark));
        this.add(0.02, this.pendant(0.08, d(0.35), H * 0.3, 0.03, p.dark));
        const x0 = -0.14;
        const x1 = 0.14;
        const sFar = d(0.05);
        const sNear = d(0.72);
        const seats = 4;
        for (let i = 0; i < seats; i += 1) {
          const t = 0.12 + (i * 0.55) / seats;
          this.add(t, this.chairSide(x0 - 0.035, d(t), 'left'));
          this.add(t, this.chairSide(x1 + 0.035, d(t), 'right'));
        }
        this.add(0.5, this.table(x0, x1, sFar, sNear, 0.105, p.wood, p.dark));
        this.add(0.03, this.plant(-0.44, d(0.03), 1.3));
        this.add(0.03, this.credenza(0.22, 0.46, H));
        break;
      }
      case 'reception': {
        this.add(0, this.signWall(label ?? 'RECEPCIÓN', H));
        this.add(0.04, this.pendant(-0.08, d(0.25), H * 0.35, 0.028, p.accent));
        this.add(0.04, this.pendant(0.0, d(0.25), H * 0.35, 0.028, p.accent));
        this.add(0.04, this.pendant(0.08, d(0.25), H * 0.35, 0.028, p.accent));
        this.add(0.3, this.counter(-0.2, 0.2, d(0.2), d(0.32)));
        this.add(0.6, this.sofa(0.22, 0.48, d(0.58), p.fabricAlt));
        this.add(0.62, this.disc(0.35, 0.06, d(0.75), 0.05, p.wood));
        this.add(0.05, this.plant(-0.44, d(0.08), 1.4));
        this.add(0.95, this.plant(-0.5, d(0.95), 1.2));
        break;
      }
      case 'lobby': {
        this.add(0, this.artwork(-0.12, 0.12, H * 0.38, H * 0.72));
        this.add(0.01, this.chandelier(0, d(0.35), H));
        this.add(0.4, this.disc(0, 0.001, d(0.55), 0.2, p.rug));
        this.add(0.3, this.sofa(-0.16, 0.16, d(0.3), p.fabric));
        this.add(0.55, this.disc(0, 0.05, d(0.55), 0.06, shade(p.wood, -0.1)));
        this.add(0.55, this.disc(0, 0.055, d(0.55), 0.055, shade(p.wall, 0.3)));
        this.add(0.65, this.armchair(-0.23, d(0.6), p.accent));
        this.add(0.65, this.armchair(0.23, d(0.6), p.accent));
        this.add(0.1, this.plant(-0.42, d(0.1), 1.6));
        this.add(0.1, this.plant(0.42, d(0.1), 1.6));
        this.add(0.9, this.plant(0.55, d(0.92), 1.5));
        break;
      }
      case 'restaurant': {
        this.add(0, this.barWall(H));
        const tables: [number, number][] = [
          [-0.3, 0.2],
          [0.05, 0.25],
          [0.34, 0.18],
          [-0.22, 0.58],
          [0.2, 0.62],
        ];
        for (const [x, t] of tables) {
          this.add(0.02, this.pendant(x, d(t), H * 0.4, 0.022, p.accent));
          this.add(t - 0.02, this.chair(x, d(t - 0.07), 'front', p.wood, p.woodDark));
          this.add(t + 0.01, this.roundTable(x, d(t)));
          this.add(t + 0.06, this.chair(x - 0.045, d(t + 0.07), 'back', p.wood, p.woodDark));
          this.add(t + 0.06, this.chair(x + 0.045, d(t + 0.07), 'back', p.wood, p.woodDark));
        }
        this.add(0.9, this.plant(-0.55, d(0.9), 1.4));
        break;
      }
      case 'bedroom': {
        if (windowSide !== 'back') this.add(0, this.artwork(-0.1, 0.1, H * 0.55, H * 0.78));
        this.add(0.3, this.bed(d(0.05), d(0.6)));
        this.add(0.1, this.nightstand(-0.27, d(0.08)));
        this.add(0.1, this.nightstand(0.27, d(0.08)));
        this.add(0.7, this.box(-0.16, 0.16, d(0.66), d(0.74), 0.045, 0.07, p.accent));
        this.add(0.9, this.plant(0.55, d(0.85), 1.3));
        break;
      }
      case 'lounge': {
        if (windowSide !== 'back') this.add(0, this.artwork(-0.18, 0.12, H * 0.42, H * 0.72));
        this.add(0.3, this.disc(0, 0.001, d(0.45), 0.2, p.rug));
        this.add(0.25, this.sofa(-0.2, 0.2, d(0.22), p.fabric));
        this.add(0.45, this.disc(0, 0.045, d(0.48), 0.07, shade(p.wall, 0.3)));
        this.add(0.45, this.disc(0.02, 0.06, d(0.48), 0.015, p.accent));
        this.add(0.6, this.armchair(0.3, d(0.55), p.accent));
        this.add(0.2, this.floorLamp(-0.32, d(0.2)));
        this.add(0.1, this.plant(0.42, d(0.1), 1.5));
        break;
      }
    }
  }

  private pendantLinear(_x: number, s: number, length: number): string {
    const [ax, ay] = this.at(-length / 2, this.roomHeight() * 0.86, s);
    const [bx] = this.at(length / 2, this.roomHeight() * 0.86, s);
    const [, top] = this.at(0, this.roomHeight(), s);
    const t = Math.max(2, this.w * s * 0.006);
    return `<line x1="${n(ax + (bx - ax) * 0.2)}" y1="${n(top)}" x2="${n(ax + (bx - ax) * 0.2)}" y2="${n(ay)}" stroke="${this.p.dark}" stroke-width="1" opacity="0.5"/><line x1="${n(ax + (bx - ax) * 0.8)}" y1="${n(top)}" x2="${n(ax + (bx - ax) * 0.8)}" y2="${n(ay)}" stroke="${this.p.dark}" stroke-width="1" opacity="0.5"/><rect x="${n(ax)}" y="${n(ay)}" width="${n(bx - ax)}" height="${n(t)}" fill="${this.p.dark}"/><rect x="${n(ax)}" y="${n(ay + t)}" width="${n(bx - ax)}" height="${n(t * 0.5)}" fill="${this.p.light}"/><rect x="${n(ax)}" y="${n(ay + t)}" width="${n(bx - ax)}" height="${n(t * 8)}" fill="${this.p.light}" opacity="0.25" filter="${this.blur(t * 2)}"/>`;
  }

  private monitor(x: number, s: number, deskTop: number): string {
    return (
      this.box(x - 0.002, x + 0.002, s, s * 1.005, deskTop, deskTop + 0.02, this.p.dark) +
      this.box(x - 0.026, x + 0.026, s, s * 1.004, deskTop + 0.02, deskTop + 0.052, '#1f2226')
    );
  }

  private chairSide(x: number, s: number, side: 'left' | 'right'): string {
    const p = this.p;
    const d = 0.068;
    const sNear = 1 / (1 / s - d / 2);
    const sFar = 1 / (1 / s + d / 2);
    const backX = side === 'left' ? x - 0.032 : x + 0.024;
    return [
      this.shadow(x - 0.032, x + 0.032, sFar, sNear, 0.2),
      this.box(x - 0.004, x + 0.004, sFar * 1.01, sNear * 0.99, 0, 0.066, p.metal),
      this.box(x - 0.032, x + 0.032, sFar, sNear, 0.066, 0.078, p.fabric),
      this.box(backX, backX + 0.008, sFar, sNear, 0.078, 0.138, shade(p.fabric, 0.08)),
    ].join('');
  }

  private screen(x0: number, x1: number, y0: number, y1: number): string {
    const [ax, ay] = this.at(x0, y1, this.back);
    const [bx, by] = this.at(x1, y0, this.back);
    return `<rect x="${n(ax)}" y="${n(ay)}" width="${n(bx - ax)}" height="${n(by - ay)}" rx="2" fill="#1d2024"/><rect x="${n(ax + (bx - ax) * 0.03)}" y="${n(ay + (by - ay) * 0.05)}" width="${n((bx - ax) * 0.94)}" height="${n((by - ay) * 0.9)}" fill="#2c3a44" opacity="0.8"/>`;
  }

  private acousticPanels(): string {
    const H = this.roomHeight();
    const parts: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const x0 = 0.08 + i * 0.075;
      if (x0 > 0.45) break;
      const [ax, ay] = this.at(x0, H * 0.75, this.back);
      const [bx, by] = this.at(x0 + 0.06, H * 0.3, this.back);
      parts.push(
        `<rect x="${n(ax)}" y="${n(ay)}" width="${n(bx - ax)}" height="${n(by - ay)}" rx="3" fill="${i % 2 ? this.p.fabricAlt : shade(this.p.fabric, 0.2)}" opacity="0.9"/>`,
      );
    }
    return parts.join('');
  }

  private credenza(x0: number, x1: number, H: number): string {
    const s0 = this.back * 1.01;
    const s1 = this.back * 1.07;
    return (
      this.shadow(x0, x1, s0, s1, 0.2) +
      this.box(x0, x1, s0, s1, 0.01, 0.09, this.p.wood) +
      this.artwork(x0 + 0.04, x1 - 0.04, H * 0.45, H * 0.7)
    );
  }

  private signWall(text: string, H: number): string {
    const [ax, ay] = this.at(-0.24, H * 0.9, this.back);
    const [bx, by] = this.at(0.24, 0, this.back);
    const slats: string[] = [];
    const count = 22;
    for (let i = 0; i < count; i += 1) {
      const x = ax + ((bx - ax) * i) / count;
      slats.push(
        `<rect x="${n(x)}" y="${n(ay)}" width="${n(((bx - ax) / count) * 0.7)}" height="${n(by - ay)}" fill="${shade(this.p.wood, i % 2 ? -0.05 : 0.04)}"/>`,
      );
    }
    const size = (bx - ax) * 0.055;
    return `<rect x="${n(ax)}" y="${n(ay)}" width="${n(bx - ax)}" height="${n(by - ay)}" fill="${shade(this.p.wood, -0.35)}"/>${slats.join('')}<text x="${n((ax + bx) / 2)}" y="${n(ay + (by - ay) * 0.36)}" font-family="Cormorant Garamond, Georgia, DejaVu Serif, serif" font-size="${n(size)}" letter-spacing="${n(size * 0.25)}" text-anchor="middle" fill="${this.p.light}">${escapeXml(text.toUpperCase())}</text>`;
  }

  private counter(x0: number, x1: number, sFar: number, sNear: number): string {
    const p = this.p;
    const body = this.box(x0, x1, sFar, sNear, 0, 0.12, shade(p.wall, 0.25));
    const top = this.box(x0 - 0.01, x1 + 0.01, sFar * 0.99, sNear * 1.01, 0.12, 0.13, p.accent);
    const [ax, ay] = this.at(x0, 0.02, sNear);
    const [bx] = this.at(x1, 0.02, sNear);
    const stripe = `<rect x="${n(ax)}" y="${n(ay - this.w * sNear * 0.01)}" width="${n(bx - ax)}" height="${n(this.w * sNear * 0.01)}" fill="${p.wood}"/>`;
    return this.shadow(x0, x1, sFar, sNear, 0.3) + body + stripe + top;
  }

  private chandelier(x: number, s: number, H: number): string {
    const parts: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const dx = (i - 3) * 0.03;
      const drop = H * (0.2 + ((i * 37) % 5) * 0.04);
      parts.push(this.pendant(x + dx, s * (1 + ((i % 3) - 1) * 0.03), drop, 0.012, this.p.accent));
    }
    return parts.join('');
  }

  private barWall(H: number): string {
    const p = this.p;
    const s0 = this.back * 1.005;
    const s1 = this.back * 1.08;
    const shelves: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const y = H * (0.45 + i * 0.14);
      const [ax, ay] = this.at(-0.42, y, this.back);
      const [bx] = this.at(0.42, y, this.back);
      shelves.push(
        `<rect x="${n(ax)}" y="${n(ay)}" width="${n(bx - ax)}" height="${n(Math.max(2, this.h * 0.005))}" fill="${p.woodDark}"/>`,
      );
      for (let b = 0; b < 18; b += 1) {
        const bx0 = ax + ((bx - ax) * (b + this.random() * 0.5)) / 18;
        const bh = this.h * between(this.random, 0.02, 0.035);
        shelves.push(
          `<rect x="${n(bx0)}" y="${n(ay - bh)}" width="${n(this.w * 0.006)}" height="${n(bh)}" rx="1.5" fill="${pick(this.random, [p.accent, '#6e4a2c', '#3e5a4c', '#c9a769'])}" opacity="0.85"/>`,
        );
      }
    }
    return (
      shelves.join('') +
      this.shadow(-0.42, 0.42, s0, s1, 0.25) +
      this.box(-0.42, 0.42, s0, s1, 0, 0.12, p.woodDark) +
      this.box(-0.43, 0.43, s0 * 0.995, s1 * 1.01, 0.12, 0.128, shade(p.wall, 0.25))
    );
  }

  private roundTable(x: number, s: number): string {
    const p = this.p;
    const [bx, by] = this.at(x, 0, s);
    const [, ty] = this.at(x, 0.11, s);
    const stem = `<rect x="${n(bx - this.w * s * 0.003)}" y="${n(ty)}" width="${n(this.w * s * 0.006)}" height="${n(by - ty)}" fill="${p.woodDark}"/>`;
    return (
      this.shadow(x - 0.05, x + 0.05, 1 / (1 / s + 0.04), 1 / (1 / s - 0.04), 0.25) +
      stem +
      this.disc(x, 0, s, 0.02, p.woodDark) +
      this.disc(x, 0.11, s, 0.05, shade(p.wall, 0.4)) +
      this.disc(x, 0.114, s, 0.012, p.accent, 'opacity="0.8"')
    );
  }

  private bed(sFar: number, sNear: number): string {
    const p = this.p;
    const x0 = -0.19;
    const x1 = 0.19;
    const pillows: string[] = [];
    for (const px of [-0.16, -0.04, 0.04]) {
      pillows.push(this.box(px, px + 0.12, sFar * 1.02, sFar * 1.08, 0.09, 0.13, shade(p.fabric, 0.25)));
    }
    return [
      this.shadow(x0, x1, sFar, sNear, 0.3),
      this.box(x0 - 0.02, x1 + 0.02, sFar, sFar * 1.015, 0, 0.28, p.accent),
      this.box(x0, x1, sFar * 1.015, sNear, 0, 0.07, shade(p.wood, -0.1)),
      this.box(x0 + 0.005, x1 - 0.005, sFar * 1.015, sNear * 0.995, 0.07, 0.095, '#f4efe7'),
      ...pillows,
      this.box(x0 + 0.004, x1 - 0.004, 1 / (1 / sFar - 0.18), sNear * 1.002, 0.075, 0.1, p.fabric),
    ].join('');
  }

  private nightstand(x: number, s: number): string {
    const p = this.p;
    const s1 = 1 / (1 / s - 0.05);
    const [lx, ly] = this.at(x, 0.11, 1 / (1 / s - 0.025));
    const r = this.w * s * 0.03;
    const glow = this.gradient('radial', 'cx="50%" cy="50%" r="50%"', [
      [0, p.light, 0.7],
      [1, p.light, 0],
    ]);
    return [
      this.shadow(x - 0.04, x + 0.04, s, s1, 0.2),
      this.box(x - 0.04, x + 0.04, s, s1, 0, 0.1, p.wood),
      `<circle cx="${n(lx)}" cy="${n(ly - r * 1.5)}" r="${n(r * 3.5)}" fill="${glow}"/>`,
      `<rect x="${n(lx - r * 0.12)}" y="${n(ly - r * 1.2)}" width="${n(r * 0.24)}" height="${n(r * 1.2)}" fill="${p.metal}"/>`,
      `<path d="M${n(lx - r * 0.9)},${n(ly - r * 1.1)} L${n(lx + r * 0.9)},${n(ly - r * 1.1)} L${n(lx + r * 0.6)},${n(ly - r * 2.3)} L${n(lx - r * 0.6)},${n(ly - r * 2.3)} Z" fill="${shade(p.light, -0.05)}"/>`,
    ].join('');
  }

  private floorLamp(x: number, s: number): string {
    const [bx, by] = this.at(x, 0, s);
    const [, ty] = this.at(x, 0.32, s);
    const r = this.w * s * 0.035;
    const glow = this.gradient('radial', 'cx="50%" cy="50%" r="50%"', [
      [0, this.p.light, 0.7],
      [1, this.p.light, 0],
    ]);
    return `<circle cx="${n(bx)}" cy="${n(ty)}" r="${n(r * 3.2)}" fill="${glow}"/><rect x="${n(bx - r * 0.06)}" y="${n(ty)}" width="${n(r * 0.12)}" height="${n(by - ty)}" fill="${this.p.metal}"/><ellipse cx="${n(bx)}" cy="${n(by)}" rx="${n(r * 0.5)}" ry="${n(r * 0.12)}" fill="${this.p.metal}"/><path d="M${n(bx - r * 0.8)},${n(ty + r * 0.2)} L${n(bx + r * 0.8)},${n(ty + r * 0.2)} L${n(bx + r * 0.55)},${n(ty - r * 0.9)} L${n(bx - r * 0.55)},${n(ty - r * 0.9)} Z" fill="${shade(this.p.light, -0.06)}"/>`;
  }

  // ---- outdoor and portrait --------------------------------------------------------------

  terrace() {
    const { w, h, p } = this;
    const horizon = h * between(this.random, 0.42, 0.5);
    const sky = this.gradient('linear', 'x1="0" y1="0" x2="0" y2="1"', [
      [0, '#8fc3d6'],
      [0.7, '#d9ecef'],
      [1, '#f7ecd6'],
    ]);
    const sea = this.gradient('linear', 'x1="0" y1="0" x2="0" y2="1"', [
      [0, '#3f8f9c'],
      [1, '#7cc1c2'],
    ]);
    const deck = this.gradient('linear', 'x1="0" y1="0" x2="0" y2="1"', [
      [0, shade(p.wood, 0.05)],
      [1, shade(p.wood, -0.1)],
    ]);
    const L = this.layers;
    L.push(`<rect width="${w}" height="${h}" fill="${sky}"/>`);
    const sun = this.gradient('radial', 'cx="50%" cy="50%" r="50%"', [
      [0, '#fff6de', 0.95],
      [1, '#fff6de', 0],
    ]);
    L.push(
      `<circle cx="${n(w * between(this.random, 0.6, 0.85))}" cy="${n(horizon * 0.35)}" r="${n(Math.min(w, h) * 0.2)}" fill="${sun}"/>`,
    );
    for (let i = 0; i < 4; i += 1) {
      L.push(
        `<ellipse cx="${n(w * this.random())}" cy="${n(horizon * between(this.random, 0.15, 0.5))}" rx="${n(w * between(this.random, 0.08, 0.16))}" ry="${n(h * 0.025)}" fill="#ffffff" opacity="0.55" filter="${this.blur(h * 0.01)}"/>`,
      );
    }
    L.push(`<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="${sea}"/>`);
    for (let i = 0; i < 12; i += 1) {
      const y = horizon + (h - horizon) * 0.3 * this.random();
      L.push(
        `<rect x="${n(w * this.random())}" y="${n(y)}" width="${n(w * between(this.random, 0.03, 0.12))}" height="${n(Math.max(1, h * 0.003))}" fill="#ffffff" opacity="0.35"/>`,
      );
    }
    const deckTop = horizon + (h - horizon) * 0.32;
    L.push(
      `<polygon points="${points([
        [0, deckTop],
        [w, deckTop],
        [w, h],
        [0, h],
      ])}" fill="${deck}"/>`,
    );
    const lines: string[] = [];
    const vx = w * 0.5;
    for (let i = -20; i <= 20; i += 1) {
      lines.push(`<line x1="${n(vx + i * w * 0.02)}" y1="${n(deckTop)}" x2="${n(vx + i * w * 0.12)}" y2="${n(h)}"/>`);
    }
    L.push(`<g stroke="${shade(p.wood, -0.25)}" stroke-width="${n(Math.max(1, w / 1200))}" opacity="0.5">${lines.join('')}</g>`);
    // Glass balustrade.
    L.push(
      `<rect y="${n(deckTop - h * 0.08)}" width="${w}" height="${n(h * 0.08)}" fill="#ffffff" opacity="0.18"/><rect y="${n(deckTop - h * 0.082)}" width="${w}" height="${n(Math.max(2, h * 0.005))}" fill="${p.metal}" opacity="0.8"/>`,
    );
    // Loungers in a row, nearer ones bigger.
    const count = 3;
    for (let i = 0; i < count; i += 1) {
      const cx = w * (0.2 + i * 0.3);
      const y = deckTop + (h - deckTop) * 0.55;
      const lw = w * 0.18;
      const lh = h * 0.045;
      L.push(
        `<ellipse cx="${n(cx + lw * 0.05)}" cy="${n(y + lh * 1.1)}" rx="${n(lw * 0.55)}" ry="${n(lh * 0.45)}" fill="#1c1410" opacity="0.25" filter="${this.blur(lh * 0.3)}"/>`,
      );
      L.push(
        `<rect x="${n(cx - lw / 2)}" y="${n(y)}" width="${n(lw)}" height="${n(lh * 0.55)}" rx="${n(lh * 0.2)}" fill="${shade(p.fabric, 0.1)}"/>`,
      );
      L.push(
        `<path d="M${n(cx - lw / 2)},${n(y + lh * 0.1)} L${n(cx - lw / 2 - lw * 0.12)},${n(y - lh * 1.4)} L${n(cx - lw / 2 + lw * 0.08)},${n(y - lh * 1.2)} L${n(cx - lw / 2 + lw * 0.22)},${n(y + lh * 0.1)} Z" fill="${shade(p.fabric, 0.02)}"/>`,
      );
      L.push(`<rect x="${n(cx - lw / 2)}" y="${n(y + lh * 0.55)}" width="${n(lw)}" height="${n(lh * 0.25)}" fill="${p.wood}"/>`);
      L.push(
        `<rect x="${n(cx - lw / 2 + lw * 0.05)}" y="${n(y + lh * 0.8)}" width="${n(lw * 0.03)}" height="${n(lh * 0.5)}" fill="${p.woodDark}"/><rect x="${n(cx + lw / 2 - lw * 0.08)}" y="${n(y + lh * 0.8)}" width="${n(lw * 0.03)}" height="${n(lh * 0.5)}" fill="${p.woodDark}"/>`,
      );
    }
    // Umbrella.
    const ux = w * between(this.random, 0.3, 0.45);
    const uy = deckTop - h * 0.2;
    const ur = w * 0.17;
    L.push(
      `<rect x="${n(ux - w * 0.003)}" y="${n(uy)}" width="${n(w * 0.006)}" height="${n(deckTop + (h - deckTop) * 0.5 - uy)}" fill="${p.woodDark}"/>`,
    );
    L.push(
      `<path d="M${n(ux - ur)},${n(uy + h * 0.05)} Q${n(ux)},${n(uy - h * 0.09)} ${n(ux + ur)},${n(uy + h * 0.05)} Q${n(ux)},${n(uy + h * 0.02)} ${n(ux - ur)},${n(uy + h * 0.05)} Z" fill="${p.fabric}"/>`,
    );
    L.push(
      `<path d="M${n(ux - ur)},${n(uy + h * 0.05)} Q${n(ux)},${n(uy + h * 0.02)} ${n(ux + ur)},${n(uy + h * 0.05)} L${n(ux + ur)},${n(uy + h * 0.062)} Q${n(ux)},${n(uy + h * 0.032)} ${n(ux - ur)},${n(uy + h * 0.062)} Z" fill="${p.accent}"/>`,
    );
    // Palms framing the view.
    L.push(this.palm(w * between(this.random, 0.02, 0.1), h, deckTop));
    L.push(this.palm(w * between(this.random, 0.9, 0.98), h * 1.02, deckTop));
  }

  private palm(x: number, baseY: number, top: number): string {
    const { w, h } = this;
    const crownY = top - h * between(this.random, 0.38, 0.5);
    const lean = w * between(this.random, -0.04, 0.04);
    const trunk = `<path d="M${n(x - w * 0.008)},${n(baseY)} Q${n(x + lean)},${n((baseY + crownY) / 2)} ${n(x + lean * 1.6 - w * 0.003)},${n(crownY)} L${n(x + lean * 1.6 + w * 0.003)},${n(crownY)} Q${n(x + lean + w * 0.006)},${n((baseY + crownY) / 2)} ${n(x + w * 0.008)},${n(baseY)} Z" fill="#6b5a45"/>`;
    const fronds: string[] = [];
    const cx = x + lean * 1.6;
    for (let i = 0; i < 9; i += 1) {
      const angle = (i / 9) * Math.PI * 2;
      const len = w * between(this.random, 0.08, 0.13);
      const ex = cx + Math.cos(angle) * len;
      const ey = crownY + Math.sin(angle) * len * 0.55 + len * 0.25;
      const mx = cx + Math.cos(angle) * len * 0.5;
      const my = crownY + Math.sin(angle) * len * 0.3 - len * 0.15;
      fronds.push(
        `<path d="M${n(cx)},${n(crownY)} Q${n(mx)},${n(my)} ${n(ex)},${n(ey)}" stroke="${i % 2 ? '#3f5e3a' : '#52744a'}" stroke-width="${n(w * 0.012)}" fill="none" stroke-linecap="round"/>`,
      );
    }
    return trunk + fronds.join('');
  }

  portrait() {
    const { w, h, p } = this;
    const r = this.random;
    // A softly blurred office or lounge behind the sitter (shallow depth of field).
    const bg = this.gradient('linear', 'x1="0" y1="0" x2="1" y2="0"', [
      [0, shade(p.wall, -0.12)],
      [0.55, shade(p.wall, 0.02)],
      [1, shade(p.wall, -0.06)],
    ]);
    this.layers.push(`<rect width="${w}" height="${h}" fill="${bg}"/>`);
    const backdrop = [
      `<rect x="${n(w * 0.62)}" y="${n(-h * 0.05)}" width="${n(w * 0.32)}" height="${n(h * 0.62)}" fill="${p.light}" opacity="0.85"/>`,
      `<rect x="${n(w * 0.62)}" y="${n(h * 0.2)}" width="${n(w * 0.32)}" height="${n(h * 0.012)}" fill="${shade(p.wallShade, -0.2)}" opacity="0.6"/>`,
      `<rect x="${n(w * 0.77)}" y="${n(-h * 0.05)}" width="${n(w * 0.012)}" height="${n(h * 0.62)}" fill="${shade(p.wallShade, -0.2)}" opacity="0.6"/>`,
      `<rect y="${n(h * 0.66)}" width="${w}" height="${n(h * 0.4)}" fill="${shade(p.wood, 0.1)}" opacity="0.55"/>`,
      `<ellipse cx="${n(w * 0.08)}" cy="${n(h * 0.52)}" rx="${n(w * 0.16)}" ry="${n(h * 0.2)}" fill="${p.plant}" opacity="0.75"/>`,
      `<ellipse cx="${n(w * 0.16)}" cy="${n(h * 0.42)}" rx="${n(w * 0.09)}" ry="${n(h * 0.12)}" fill="${p.plantDark}" opacity="0.6"/>`,
      `<rect x="${n(w * 0.02)}" y="${n(h * 0.14)}" width="${n(w * 0.26)}" height="${n(h * 0.2)}" fill="${p.accent}" opacity="0.35"/>`,
      `<circle cx="${n(w * 0.86)}" cy="${n(h * 0.12)}" r="${n(w * 0.05)}" fill="${p.light}"/>`,
    ];
    this.layers.push(`<g filter="${this.blur(Math.min(w, h) * 0.028)}">${backdrop.join('')}</g>`);

    const skin = pick(r, ['#c99d7b', '#b07f5c', '#8d5f41', '#d9b393', '#a06f4e']);
    const hair = pick(r, ['#2b2019', '#3b2a1e', '#1d1713', '#4a3526']);
    const suit = pick(r, ['#2e3338', shade(p.fabric, -0.25), '#3a4654', '#4a3f35']);
    const shirt = pick(r, ['#f3efe8', '#e4e9ee', '#efe6da']);
    const long = r() > 0.5;
    const cx = w * 0.5;
    const headW = w * 0.29;
    const headH = headW * 1.28;
    const headY = h * 0.38;
    const neckTop = headY + headH * 0.38;
    const shoulderY = h * 0.63;
    const L = this.layers;
    const skinGrad = this.gradient('radial', 'cx="42%" cy="38%" r="68%"', [
      [0, shade(skin, 0.12)],
      [0.7, skin],
      [1, shade(skin, -0.18)],
    ]);
    const suitGrad = this.gradient('linear', 'x1="0" y1="0" x2="1" y2="0"', [
      [0, shade(suit, -0.25)],
      [0.5, shade(suit, 0.1)],
      [1, shade(suit, -0.3)],
    ]);

    // Hair behind the head (long hair falls onto the shoulders).
    if (long) {
      L.push(
        `<path d="M${n(cx - headW * 0.62)},${n(headY - headH * 0.1)} C${n(cx - headW * 0.75)},${n(headY + headH * 0.6)} ${n(cx - headW * 0.7)},${n(shoulderY + h * 0.02)} ${n(cx - headW * 0.35)},${n(shoulderY + h * 0.04)} L${n(cx + headW * 0.35)},${n(shoulderY + h * 0.04)} C${n(cx + headW * 0.7)},${n(shoulderY + h * 0.02)} ${n(cx + headW * 0.75)},${n(headY + headH * 0.6)} ${n(cx + headW * 0.62)},${n(headY - headH * 0.1)} Z" fill="${shade(hair, -0.1)}"/>`,
      );
    }
    // Shoulders and jacket.
    L.push(
      `<path d="M${n(cx - w * 0.46)},${n(h * 1.01)} C${n(cx - w * 0.45)},${n(shoulderY + h * 0.06)} ${n(cx - w * 0.36)},${n(shoulderY)} ${n(cx - w * 0.12)},${n(shoulderY - h * 0.02)} L${n(cx + w * 0.12)},${n(shoulderY - h * 0.02)} C${n(cx + w * 0.36)},${n(shoulderY)} ${n(cx + w * 0.45)},${n(shoulderY + h * 0.06)} ${n(cx + w * 0.46)},${n(h * 1.01)} Z" fill="${suitGrad}"/>`,
    );
    // Neck with its shadow, then the shirt's open collar.
    L.push(
      `<path d="M${n(cx - headW * 0.23)},${n(neckTop)} L${n(cx - headW * 0.25)},${n(shoulderY - h * 0.005)} Q${n(cx)},${n(shoulderY + h * 0.045)} ${n(cx + headW * 0.25)},${n(shoulderY - h * 0.005)} L${n(cx + headW * 0.23)},${n(neckTop)} Z" fill="${shade(skin, -0.12)}"/>`,
    );
    L.push(
      `<path d="M${n(cx - headW * 0.23)},${n(neckTop + headH * 0.1)} Q${n(cx)},${n(neckTop + headH * 0.3)} ${n(cx + headW * 0.23)},${n(neckTop + headH * 0.1)} L${n(cx + headW * 0.23)},${n(neckTop + headH * 0.02)} Q${n(cx)},${n(neckTop + headH * 0.2)} ${n(cx - headW * 0.23)},${n(neckTop + headH * 0.02)} Z" fill="${shade(skin, -0.3)}" opacity="0.45"/>`,
    );
    L.push(
      `<path d="M${n(cx - w * 0.1)},${n(shoulderY - h * 0.02)} L${n(cx)},${n(shoulderY + h * 0.13)} L${n(cx + w * 0.1)},${n(shoulderY - h * 0.02)} L${n(cx + w * 0.05)},${n(shoulderY - h * 0.03)} L${n(cx)},${n(shoulderY + h * 0.03)} L${n(cx - w * 0.05)},${n(shoulderY - h * 0.03)} Z" fill="${shirt}"/>`,
    );
    L.push(
      `<path d="M${n(cx - w * 0.12)},${n(shoulderY - h * 0.02)} L${n(cx - w * 0.015)},${n(shoulderY + h * 0.2)} L${n(cx - w * 0.16)},${n(shoulderY + h * 0.1)} Z" fill="${shade(suit, -0.35)}"/><path d="M${n(cx + w * 0.12)},${n(shoulderY - h * 0.02)} L${n(cx + w * 0.015)},${n(shoulderY + h * 0.2)} L${n(cx + w * 0.16)},${n(shoulderY + h * 0.1)} Z" fill="${shade(suit, -0.35)}"/>`,
    );
    // Ears, then the face.
    for (const side of [-1, 1]) {
      L.push(
        `<ellipse cx="${n(cx + side * headW * 0.49)}" cy="${n(headY + headH * 0.04)}" rx="${n(headW * 0.07)}" ry="${n(headH * 0.11)}" fill="${shade(skin, -0.1)}"/>`,
      );
    }
    L.push(
      `<path d="M${n(cx)},${n(headY - headH * 0.5)} C${n(cx + headW * 0.55)},${n(headY - headH * 0.5)} ${n(cx + headW * 0.52)},${n(headY + headH * 0.12)} ${n(cx + headW * 0.4)},${n(headY + headH * 0.3)} C${n(cx + headW * 0.28)},${n(headY + headH * 0.48)} ${n(cx + headW * 0.12)},${n(headY + headH * 0.53)} ${n(cx)},${n(headY + headH * 0.53)} C${n(cx - headW * 0.12)},${n(headY + headH * 0.53)} ${n(cx - headW * 0.28)},${n(headY + headH * 0.48)} ${n(cx - headW * 0.4)},${n(headY + headH * 0.3)} C${n(cx - headW * 0.52)},${n(headY + headH * 0.12)} ${n(cx - headW * 0.55)},${n(headY - headH * 0.5)} ${n(cx)},${n(headY - headH * 0.5)} Z" fill="${skinGrad}"/>`,
    );
    // Quiet features: brows, eyes, the shadow of the nose, lips. An editorial illustration, not a face to recognise.
    const feature = shade(skin, -0.45);
    const eyeY = headY + headH * 0.02;
    const eyeDx = headW * 0.19;
    L.push(
      `<g fill="none" stroke="${shade(hair, 0.05)}" stroke-width="${n(headW * 0.028)}" stroke-linecap="round" opacity="0.75"><path d="M${n(cx - eyeDx - headW * 0.1)},${n(eyeY - headH * 0.075)} Q${n(cx - eyeDx)},${n(eyeY - headH * 0.105)} ${n(cx - eyeDx + headW * 0.1)},${n(eyeY - headH * 0.08)}"/><path d="M${n(cx + eyeDx - headW * 0.1)},${n(eyeY - headH * 0.08)} Q${n(cx + eyeDx)},${n(eyeY - headH * 0.105)} ${n(cx + eyeDx + headW * 0.1)},${n(eyeY - headH * 0.075)}"/></g>`,
    );
    for (const side of [-1, 1]) {
      L.push(
        `<ellipse cx="${n(cx + side * eyeDx)}" cy="${n(eyeY)}" rx="${n(headW * 0.055)}" ry="${n(headH * 0.022)}" fill="#2a1f18" opacity="0.8"/>`,
      );
    }
    L.push(
      `<path d="M${n(cx + headW * 0.02)},${n(eyeY + headH * 0.04)} Q${n(cx + headW * 0.07)},${n(eyeY + headH * 0.15)} ${n(cx + headW * 0.03)},${n(eyeY + headH * 0.19)} L${n(cx - headW * 0.04)},${n(eyeY + headH * 0.19)}" fill="none" stroke="${feature}" stroke-width="${n(headW * 0.018)}" stroke-linecap="round" opacity="0.45"/>`,
    );
    L.push(
      `<path d="M${n(cx - headW * 0.11)},${n(eyeY + headH * 0.29)} Q${n(cx)},${n(eyeY + headH * 0.33)} ${n(cx + headW * 0.11)},${n(eyeY + headH * 0.29)}" fill="none" stroke="${shade(skin, -0.38)}" stroke-width="${n(headW * 0.03)}" stroke-linecap="round" opacity="0.7"/>`,
    );
    // Hair on top: a full cap with a side parting (short) or framing the face (long).
    if (long) {
      L.push(
        `<path d="M${n(cx - headW * 0.56)},${n(headY + headH * 0.45)} C${n(cx - headW * 0.68)},${n(headY - headH * 0.45)} ${n(cx - headW * 0.2)},${n(headY - headH * 0.68)} ${n(cx + headW * 0.1)},${n(headY - headH * 0.6)} C${n(cx + headW * 0.55)},${n(headY - headH * 0.55)} ${n(cx + headW * 0.7)},${n(headY - headH * 0.2)} ${n(cx + headW * 0.56)},${n(headY + headH * 0.45)} C${n(cx + headW * 0.48)},${n(headY + headH * 0.05)} ${n(cx + headW * 0.42)},${n(headY - headH * 0.3)} ${n(cx + headW * 0.05)},${n(headY - headH * 0.36)} C${n(cx - headW * 0.25)},${n(headY - headH * 0.3)} ${n(cx - headW * 0.46)},${n(headY - headH * 0.1)} ${n(cx - headW * 0.46)},${n(headY + headH * 0.45)} Z" fill="${hair}"/>`,
      );
    } else {
      L.push(
        `<path d="M${n(cx - headW * 0.5)},${n(headY - headH * 0.02)} C${n(cx - headW * 0.58)},${n(headY - headH * 0.5)} ${n(cx - headW * 0.2)},${n(headY - headH * 0.66)} ${n(cx + headW * 0.08)},${n(headY - headH * 0.62)} C${n(cx + headW * 0.46)},${n(headY - headH * 0.58)} ${n(cx + headW * 0.6)},${n(headY - headH * 0.35)} ${n(cx + headW * 0.5)},${n(headY - headH * 0.02)} C${n(cx + headW * 0.47)},${n(headY - headH * 0.22)} ${n(cx + headW * 0.38)},${n(headY - headH * 0.32)} ${n(cx + headW * 0.15)},${n(headY - headH * 0.34)} C${n(cx - headW * 0.05)},${n(headY - headH * 0.36)} ${n(cx - headW * 0.3)},${n(headY - headH * 0.28)} ${n(cx - headW * 0.42)},${n(headY - headH * 0.16)} C${n(cx - headW * 0.45)},${n(headY - headH * 0.1)} ${n(cx - headW * 0.47)},${n(headY - headH * 0.05)} ${n(cx - headW * 0.5)},${n(headY - headH * 0.02)} Z" fill="${hair}"/>`,
      );
    }
    // Window light from the right, a touch of warmth on the whole picture.
    L.push(
      `<rect width="${w}" height="${h}" fill="${this.gradient('linear', 'x1="1" y1="0" x2="0" y2="0"', [
        [0, p.light, 0.22],
        [0.55, p.light, 0],
      ])}"/>`,
    );
  }

  toString(): string {
    const { w, h } = this;
    // Furniture from far to near (painter's algorithm).
    const sorted = [...this.items].sort((a, b) => a.depth - b.depth).map((item) => item.svg);
    const warm = this.gradient('linear', 'x1="0" y1="0" x2="1" y2="1"', [
      [0, this.p.light, 0.18],
      [0.5, this.p.light, 0],
      [1, '#3a2a1a', 0.12],
    ]);
    const vignette = this.gradient('radial', 'cx="50%" cy="50%" r="75%"', [
      [0.55, '#000000', 0],
      [1, '#140c06', 0.42],
    ]);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${this.defs.join('')}</defs>${this.layers.join('')}${sorted.join('')}<rect width="${w}" height="${h}" fill="${warm}"/><rect width="${w}" height="${h}" fill="${vignette}"/></svg>`;
  }
}

/** A brand wordmark on a transparent background. */
function logoSvg(width: number, height: number, label: string, division: Division, random: Random): string {
  const color =
    division === 'corporativo'
      ? pick(random, ['#2f3133', '#3b3f44', '#6b5a3a'])
      : pick(random, ['#2f6f6b', '#8a4a2f', '#55593a', '#3a2f25']);
  const serif = random() > 0.5;
  const size = Math.min(height * 0.3, (width * 1.5) / Math.max(6, label.length));
  const mark = Math.round(random() * 2);
  const cx = width / 2;
  const markSvg =
    mark === 0
      ? `<circle cx="${n(cx)}" cy="${n(height * 0.28)}" r="${n(height * 0.1)}" fill="none" stroke="${color}" stroke-width="${n(height * 0.02)}"/>`
      : mark === 1
        ? `<rect x="${n(cx - height * 0.08)}" y="${n(height * 0.18)}" width="${n(height * 0.16)}" height="${n(height * 0.16)}" transform="rotate(45 ${n(cx)} ${n(height * 0.26)})" fill="${color}"/>`
        : `<path d="M${n(cx - height * 0.12)},${n(height * 0.36)} L${n(cx)},${n(height * 0.16)} L${n(cx + height * 0.12)},${n(height * 0.36)}" fill="none" stroke="${color}" stroke-width="${n(height * 0.025)}"/>`;
  const family = serif ? 'Cormorant Garamond, Georgia, DejaVu Serif, serif' : 'Inter, Helvetica, Arial, DejaVu Sans, sans-serif';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${markSvg}<text x="${n(cx)}" y="${n(height * 0.7)}" font-family="${family}" font-size="${n(size)}" font-weight="${serif ? 600 : 500}" letter-spacing="${n(size * (serif ? 0.06 : 0.18))}" text-anchor="middle" fill="${color}">${escapeXml(serif ? label : label.toUpperCase())}</text></svg>`;
}
