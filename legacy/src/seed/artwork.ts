import type { Random } from './random';

/**
 * Procedural abstract artwork for the demo images: flat colour fields, circles, arcs, stripes and soft
 * gradients in the spirit of Bauhaus, Swiss posters and Memphis. Each image is composed as an SVG document
 * (see `Drawing`) and rendered to PNG by sharp, so the seed holds no pixel code of its own.
 */

export type Rgb = readonly [number, number, number];

export interface Palette {
  name: string;
  background: Rgb;
  ink: Rgb;
  colors: readonly Rgb[];
}

function hex(value: string): Rgb {
  const n = Number.parseInt(value.slice(1), 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

function palette(name: string, background: string, ink: string, colors: string[]): Palette {
  return { name, background: hex(background), ink: hex(ink), colors: colors.map(hex) };
}

export const PALETTES: readonly Palette[] = [
  palette('bauhaus', '#f2ebdd', '#1d1d1b', ['#e63322', '#1f4e9c', '#f6be00', '#2e2e2e']),
  palette('memphis', '#fce9e1', '#222222', ['#ff6f91', '#00b3a4', '#ffc845', '#6b4eff', '#1b998b']),
  palette('thai-silk', '#f7efe2', '#2b1b17', ['#8c1c13', '#d9a404', '#1b3a5c', '#c75d2c', '#4c6b3c']),
  palette('indigo', '#e8eef4', '#0f1c33', ['#1e3a6e', '#3c6ca8', '#9bb7d4', '#f2c14e', '#ffffff']),
  palette('terracotta', '#f4e4d4', '#3b2418', ['#c4622d', '#e2a45b', '#7a8450', '#2f4858', '#f0c9a0']),
  palette('swiss', '#f5f5f0', '#111111', ['#e30613', '#111111', '#bdbdbd', '#ffd100']),
  palette('lagoon', '#0f3d3e', '#f1ede4', ['#e2725b', '#f3c677', '#7fb7be', '#f1ede4', '#2a9d8f']),
  palette('night-market', '#1b1b3a', '#fdf0d5', ['#ff5e5b', '#ffd23f', '#00cecb', '#f7a072', '#7c77b9']),
  palette('pastel', '#fff7ec', '#33312e', ['#f4b9b2', '#a7c7e7', '#c1e1c1', '#ffd59e', '#b5a8d5']),
  palette('forest', '#ece9df', '#1f2e24', ['#2d6a4f', '#95d5b2', '#d4a373', '#e76f51', '#264653']),
  palette('lotus', '#fdf1f3', '#3a1f2b', ['#e56b8a', '#f9c6d0', '#6a9c78', '#f2d388', '#3d5a80']),
  palette('mango', '#fff4d6', '#3e2c1c', ['#f4a300', '#ffd166', '#2a7f62', '#ef476f', '#ffffff']),
];

/** Linear blend of two colours, rounded to whole channel values. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [
    Math.round(a[0] + (b[0] - a[0]) * t),
    Math.round(a[1] + (b[1] - a[1]) * t),
    Math.round(a[2] + (b[2] - a[2]) * t),
  ];
}

/** Relative brightness in [0, 1] (Rec. 709 weights, no gamma: good enough to choose a text colour). */
function brightness(color: Rgb): number {
  return (0.2126 * color[0] + 0.7152 * color[1] + 0.0722 * color[2]) / 255;
}

/** A near-black or near-white that stays legible on `background`. */
function readableOn(background: Rgb): Rgb {
  return brightness(background) > 0.55 ? [29, 29, 27] : [250, 247, 240];
}

type Point = readonly [number, number];

/** A coordinate for SVG text: two decimals are finer than a pixel and keep the documents short. */
function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function rgb(color: Rgb): string {
  return `rgb(${color[0]},${color[1]},${color[2]})`;
}

/** The fill attributes of a flat colour, opaque unless `alpha` says otherwise. */
function paint(color: Rgb, alpha = 1): string {
  return alpha < 1 ? `fill="${rgb(color)}" fill-opacity="${n(alpha)}"` : `fill="${rgb(color)}"`;
}

/** Ids for gradients, clips and filters, unique across every drawing (one drawing may be blitted into another). */
let lastId = 0;
function nextId(): string {
  lastId += 1;
  return `d${lastId}`;
}

/**
 * An image being composed as SVG: each primitive appends an element, `toSvg()` gives the document. Shapes are
 * described, not rasterised; sharp (librsvg) draws and anti-aliases them when the seed renders the file.
 */
export class Drawing {
  private readonly parts: string[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /** The whole SVG document, at the drawing's size in pixels. */
  toSvg(): string {
    const { width, height } = this;
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
      `viewBox="0 0 ${width} ${height}">${this.parts.join('')}</svg>`
    );
  }

  /**
   * Runs `draw` with drawing restricted to the given rectangle (within any clip already in force). A nested
   * viewport clips as a clipPath would, but librsvg cuts it as a plain rectangle instead of building a mask.
   */
  withClip(x: number, y: number, w: number, h: number, draw: () => void): void {
    const box = `x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"`;
    this.parts.push(`<svg ${box} viewBox="${n(x)} ${n(y)} ${n(w)} ${n(h)}">`);
    try {
      draw();
    } finally {
      this.parts.push('</svg>');
    }
  }

  fill(color: Rgb): void {
    this.rect(0, 0, this.width, this.height, color);
  }

  rect(x: number, y: number, w: number, h: number, color: Rgb, alpha = 1): void {
    if (w <= 0 || h <= 0) return;
    this.parts.push(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" ${paint(color, alpha)}/>`,
    );
  }

  /** A box filled from `top` at its top edge to `bottom` at its bottom edge. */
  verticalGradient(x: number, y: number, w: number, h: number, top: Rgb, bottom: Rgb): void {
    const id = nextId();
    this.parts.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
        `<stop offset="0" stop-color="${rgb(top)}"/><stop offset="1" stop-color="${rgb(bottom)}"/></linearGradient>`,
      `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="url(#${id})"/>`,
    );
  }

  /** A full-canvas linear gradient along `angle` (radians), from the first corner it reaches to the last. */
  linearGradient(from: Rgb, to: Rgb, angle: number): void {
    const dx = Math.cos(angle);
    const dy = Math.sin(angle);
    const corners = [0, this.width * dx, this.height * dy, this.width * dx + this.height * dy];
    const min = Math.min(...corners);
    const max = Math.max(...corners);
    const id = nextId();
    this.parts.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(min * dx)}" y1="${n(min * dy)}" ` +
        `x2="${n(max * dx)}" y2="${n(max * dy)}"><stop offset="0" stop-color="${rgb(from)}"/>` +
        `<stop offset="1" stop-color="${rgb(to)}"/></linearGradient>`,
      `<rect width="${this.width}" height="${this.height}" fill="url(#${id})"/>`,
    );
  }

  circle(cx: number, cy: number, radius: number, color: Rgb, alpha = 1): void {
    if (radius <= 0) return;
    this.parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" ${paint(color, alpha)}/>`);
  }

  /** An annulus between two radii (an inner radius of 0 gives a disc). */
  ring(cx: number, cy: number, outer: number, inner: number, color: Rgb, alpha = 1): void {
    if (inner <= 0) return this.circle(cx, cy, outer, color, alpha);
    if (outer <= inner) return;
    const stroke = alpha < 1 ? ` stroke-opacity="${n(alpha)}"` : '';
    this.parts.push(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n((outer + inner) / 2)}" fill="none" ` +
        `stroke="${rgb(color)}" stroke-width="${n(outer - inner)}"${stroke}/>`,
    );
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, color: Rgb, alpha = 1): void {
    this.parts.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" ${paint(color, alpha)}/>`,
    );
  }

  polygon(points: readonly Point[], color: Rgb, alpha = 1): void {
    if (points.length < 3) return;
    const list = points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
    this.parts.push(`<polygon points="${list}" ${paint(color, alpha)}/>`);
  }

  /** A straight stroke with square ends. */
  line(a: Point, b: Point, thickness: number, color: Rgb, alpha = 1): void {
    const stroke = alpha < 1 ? ` stroke-opacity="${n(alpha)}"` : '';
    this.parts.push(
      `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="${rgb(color)}" ` +
        `stroke-width="${n(thickness)}"${stroke}/>`,
    );
  }

  /** A rectangle rotated about its centre. */
  rotatedRect(cx: number, cy: number, w: number, h: number, angle: number, color: Rgb, alpha = 1): void {
    const degrees = (angle * 180) / Math.PI;
    this.parts.push(
      `<rect x="${n(cx - w / 2)}" y="${n(cy - h / 2)}" width="${n(w)}" height="${n(h)}" ` +
        `transform="rotate(${n(degrees)} ${n(cx)} ${n(cy)})" ${paint(color, alpha)}/>`,
    );
  }

  /** Parallel bands at `angle` filling the given box. */
  stripes(
    x: number,
    y: number,
    w: number,
    h: number,
    period: number,
    thickness: number,
    angle: number,
    color: Rgb,
  ): void {
    this.withClip(x, y, w, h, () => {
      const cx = x + w / 2;
      const cy = y + h / 2;
      const reach = Math.hypot(w, h) / 2 + period;
      const count = Math.ceil(reach / period);
      for (let i = -count; i <= count; i++) {
        const offset = i * period;
        const sx = cx - Math.sin(angle) * offset;
        const sy = cy + Math.cos(angle) * offset;
        this.rotatedRect(sx, sy, reach * 2, thickness, angle, color);
      }
    });
  }

  /** A box with rounded corners. */
  roundedRect(x: number, y: number, w: number, h: number, radius: number, color: Rgb, alpha = 1): void {
    const r = Math.min(radius, w / 2, h / 2);
    this.parts.push(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" ${paint(color, alpha)}/>`,
    );
  }

  /**
   * A soft black shadow of the box (x, y, w, h), offset by (dx, dy) and fading out over `blur` pixels: a few
   * translucent rounded boxes, each larger than the last (a blur filter looks the same and costs ten times more).
   */
  dropShadow(
    x: number,
    y: number,
    w: number,
    h: number,
    dx: number,
    dy: number,
    blur: number,
    alpha: number,
  ): void {
    const layers = 6;
    for (let i = 0; i < layers; i++) {
      const grow = (blur * (i + 0.5)) / layers - blur / 2;
      this.roundedRect(
        x + dx - grow,
        y + dy - grow,
        w + grow * 2,
        h + grow * 2,
        grow + blur / 2,
        [0, 0, 0],
        alpha / layers,
      );
    }
  }

  /** A disc solid to `radius` that fades out over `feather` more pixels, used for gradient "glow" fields. */
  softCircle(cx: number, cy: number, radius: number, feather: number, color: Rgb, alpha = 1): void {
    const outer = radius + feather;
    const id = nextId();
    const stop = (offset: number, opacity: number): string =>
      `<stop offset="${n(offset)}" stop-color="${rgb(color)}" stop-opacity="${n(opacity)}"/>`;
    const solid = radius / outer;
    this.parts.push(
      `<radialGradient id="${id}">${stop(solid, alpha)}${stop(solid + (1 - solid) / 2, alpha / 2)}` +
        `${stop(1, 0)}</radialGradient>`,
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(outer)}" fill="url(#${id})"/>`,
    );
  }

  /** Fills everything below the curve y = curve(x) across the drawing (within any clip). */
  fillBelow(curve: (x: number) => number, color: Rgb): void {
    const points: string[] = [];
    for (let x = 0; x <= this.width + 4; x += 4) points.push(`${x},${n(curve(x))}`);
    points.push(`${this.width + 4},${this.height}`, `0,${this.height}`);
    this.parts.push(`<polygon points="${points.join(' ')}" ${paint(color)}/>`);
  }

  /** A thick wavy stroke y = cy + amplitude * sin(...), between x0 and x1. */
  wave(
    x0: number,
    x1: number,
    cy: number,
    amplitude: number,
    wavelength: number,
    phase: number,
    thickness: number,
    color: Rgb,
  ): void {
    const points: string[] = [];
    const step = Math.max(1, Math.min(4, wavelength / 24));
    for (let x = x0; x < x1 + step; x += step) {
      const at = Math.min(x, x1);
      points.push(`${n(at)},${n(cy + amplitude * Math.sin(((at - x0) / wavelength) * Math.PI * 2 + phase))}`);
    }
    this.parts.push(
      `<polyline points="${points.join(' ')}" fill="none" stroke="${rgb(color)}" ` +
        `stroke-width="${n(thickness)}" stroke-linejoin="round"/>`,
    );
  }

  /**
   * Paints a smooth ground (gradients, glows) on a drawing 1/`scale` the size and stretches it over this one,
   * so its proportions (and the sizes the compositions give in small-ground units) stay as they were drawn.
   */
  smoothGround(scale: number, draw: (small: Drawing) => void): void {
    const small = new Drawing(Math.ceil(this.width / scale) + 1, Math.ceil(this.height / scale) + 1);
    draw(small);
    this.parts.push(`<g transform="scale(${scale})">${small.parts.join('')}</g>`);
  }

  /** Places another drawing at (x, y), cut to its own size. */
  blit(source: Drawing, x: number, y: number): void {
    const { width, height } = source;
    this.parts.push(
      `<svg x="${n(x)}" y="${n(y)}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
        `${source.parts.join('')}</svg>`,
    );
  }
}

// ---------------------------------------------------------------------------------------------------------
// Compositions
// ---------------------------------------------------------------------------------------------------------

function allColors(p: Palette): Rgb[] {
  return [p.background, ...p.colors, p.ink];
}

function pickOther(random: Random, colors: readonly Rgb[], ...avoid: Rgb[]): Rgb {
  const options = colors.filter((color) => !avoid.some((other) => other.every((v, i) => v === color[i])));
  return random.pick(options.length > 0 ? options : colors);
}

type Motif =
  'quarter' | 'half' | 'circle' | 'ring' | 'triangle' | 'stripes' | 'arcs' | 'pair' | 'dots' | 'solid';

function drawMotif(
  c: Drawing,
  random: Random,
  p: Palette,
  x: number,
  y: number,
  size: number,
  motif: Motif,
): void {
  const colors = allColors(p);
  const bg = random.pick(colors);
  const fg = pickOther(random, colors, bg);
  const accent = pickOther(random, colors, bg, fg);
  c.rect(x, y, size, size, bg);
  c.withClip(x, y, size, size, () => {
    const corner = random.int(0, 3);
    const cornerX = x + (corner % 2) * size;
    const cornerY = y + Math.floor(corner / 2) * size;
    switch (motif) {
      case 'quarter':
        c.circle(cornerX, cornerY, size, fg);
        if (random.chance(0.4)) c.circle(cornerX, cornerY, size * 0.5, accent);
        break;
      case 'half': {
        const side = random.int(0, 3);
        const hx = side === 0 ? x : side === 1 ? x + size : x + size / 2;
        const hy = side === 2 ? y : side === 3 ? y + size : y + size / 2;
        c.circle(hx, hy, size / 2, fg);
        break;
      }
      case 'circle':
        c.circle(x + size / 2, y + size / 2, size * 0.38, fg);
        if (random.chance(0.5)) c.circle(x + size / 2, y + size / 2, size * 0.16, accent);
        break;
      case 'ring':
        c.ring(x + size / 2, y + size / 2, size * 0.42, size * 0.24, fg);
        break;
      case 'triangle': {
        const diagonal = random.chance(0.5);
        c.polygon(
          diagonal
            ? [
                [x, y],
                [x + size, y],
                [x, y + size],
              ]
            : [
                [x, y + size],
                [x + size / 2, y],
                [x + size, y + size],
              ],
          fg,
        );
        break;
      }
      case 'stripes': {
        const bands = random.int(3, 5) * 2;
        const vertical = random.chance(0.5);
        for (let i = 1; i < bands; i += 2) {
          const offset = (i * size) / bands;
          if (vertical) c.rect(x + offset, y, size / bands, size, fg);
          else c.rect(x, y + offset, size, size / bands, fg);
        }
        break;
      }
      case 'arcs': {
        const bands = random.int(3, 5);
        for (let i = bands; i >= 1; i--)
          c.circle(cornerX, cornerY, (size * i) / bands, i % 2 === 0 ? bg : fg);
        break;
      }
      case 'pair': {
        const horizontal = random.chance(0.5);
        for (let i = 0; i < 2; i++) {
          const px = horizontal ? x + size * (0.25 + i * 0.5) : x + size / 2;
          const py = horizontal ? y + size / 2 : y + size * (0.25 + i * 0.5);
          c.circle(px, py, size * 0.24, i === 0 ? fg : accent);
        }
        break;
      }
      case 'dots': {
        const n = random.int(3, 4);
        for (let i = 0; i < n; i++) {
          for (let j = 0; j < n; j++) {
            c.circle(x + ((i + 0.5) * size) / n, y + ((j + 0.5) * size) / n, size / n / 4, fg);
          }
        }
        break;
      }
      case 'solid':
        break;
    }
  });
}

const GRID_MOTIFS: readonly Motif[] = [
  'quarter',
  'quarter',
  'half',
  'half',
  'circle',
  'ring',
  'triangle',
  'stripes',
  'arcs',
  'pair',
  'dots',
  'solid',
];

/** A Bauhaus tile grid: every square cell holds one geometric motif. */
export function drawTileGrid(c: Drawing, random: Random, p: Palette, rows = random.int(2, 4)): void {
  const size = Math.ceil(c.height / rows);
  const cols = Math.ceil(c.width / size);
  const offset = Math.floor((c.width - cols * size) / 2);
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      drawMotif(c, random, p, offset + col * size, row * size, size, random.pick(GRID_MOTIFS));
    }
  }
}

/** Lines of "type" suggested by bars, as on a Swiss poster. */
function drawTypeBlock(
  c: Drawing,
  random: Random,
  x: number,
  y: number,
  width: number,
  unit: number,
  color: Rgb,
): number {
  let cursor = y;
  const headlineLines = random.int(1, 2);
  for (let i = 0; i < headlineLines; i++) {
    c.rect(x, cursor, width * random.float(0.55, 1), unit * 1.6, color);
    cursor += unit * 2.4;
  }
  cursor += unit;
  const bodyLines = random.int(3, 5);
  for (let i = 0; i < bodyLines; i++) {
    c.rect(
      x,
      cursor,
      width * (i === bodyLines - 1 ? random.float(0.3, 0.6) : random.float(0.8, 1)),
      unit * 0.45,
      color,
    );
    cursor += unit * 1.1;
  }
  return cursor;
}

/** A Swiss-style poster: a dominant circle, a diagonal band, hairline rules and a block of abstract type. */
export function drawSwissPoster(c: Drawing, random: Random, p: Palette): void {
  const { width: w, height: h } = c;
  const m = Math.min(w, h);
  const [first, second, third] = random.shuffle(p.colors);
  c.fill(p.background);
  const bigRadius = m * random.float(0.32, 0.44);
  const bx = w * random.float(0.5, 0.72);
  const by = h * random.float(0.32, 0.5);
  c.circle(bx, by, bigRadius, first ?? p.ink);
  const skew = w * random.float(-0.35, 0.35);
  const bandX = w * random.float(0.15, 0.6);
  const bandW = m * random.float(0.12, 0.22);
  c.polygon(
    [
      [bandX, 0],
      [bandX + bandW, 0],
      [bandX + bandW + skew, h],
      [bandX + skew, h],
    ],
    second ?? p.ink,
    0.92,
  );
  c.circle(
    bx + bigRadius * random.float(-0.9, 0.9),
    by + bigRadius * random.float(0.3, 1),
    m * 0.07,
    third ?? p.ink,
  );
  if (random.chance(0.6)) c.ring(bx, by, bigRadius * 1.18, bigRadius * 1.18 - Math.max(2, m * 0.006), p.ink);
  const rules = random.int(2, 4);
  for (let i = 0; i < rules; i++) {
    const rx = w * (0.08 + i * random.float(0.12, 0.22));
    c.rect(rx, 0, Math.max(1, m * 0.004), h, p.ink, 0.8);
  }
  const margin = m * 0.08;
  const unit = m * 0.035;
  drawTypeBlock(c, random, margin, h - margin - unit * 10, w * 0.36, unit, p.ink);
}

/** Memphis-style confetti: triangles, squiggles, zigzags, rings and dot patches on a light ground. */
export function drawMemphis(c: Drawing, random: Random, p: Palette): void {
  const { width: w, height: h } = c;
  const m = Math.min(w, h);
  c.fill(p.background);
  // A dot patch and a stripe patch give texture behind the shapes.
  const dotSpacing = m * 0.045;
  const patchX = w * random.float(0, 0.6);
  const patchY = h * random.float(0, 0.5);
  for (let dx = 0; dx < w * 0.35; dx += dotSpacing) {
    for (let dy = 0; dy < h * 0.4; dy += dotSpacing) c.circle(patchX + dx, patchY + dy, m * 0.007, p.ink);
  }
  c.stripes(
    w * random.float(0.3, 0.7),
    h * random.float(0.4, 0.7),
    w * 0.28,
    h * 0.3,
    m * 0.05,
    m * 0.02,
    Math.PI / 4,
    random.pick(p.colors),
  );

  const cols = 4;
  const rows = 3;
  const cells = random.shuffle(Array.from({ length: cols * rows }, (_, i) => i));
  for (const cell of cells.slice(0, random.int(8, 11))) {
    const cx = ((cell % cols) + random.float(0.2, 0.8)) * (w / cols);
    const cy = (Math.floor(cell / cols) + random.float(0.2, 0.8)) * (h / rows);
    const size = m * random.float(0.1, 0.2);
    const color = random.pick(p.colors);
    switch (random.int(0, 6)) {
      case 0: {
        const a = random.float(0, Math.PI * 2);
        const corner = (k: number): Point => [
          cx + Math.cos(a + (k * Math.PI * 2) / 3) * size,
          cy + Math.sin(a + (k * Math.PI * 2) / 3) * size,
        ];
        c.polygon([corner(0), corner(1), corner(2)], color);
        break;
      }
      case 1:
        c.circle(cx, cy, size * 0.7, color);
        c.circle(cx + size * 0.25, cy - size * 0.25, size * 0.2, p.ink);
        break;
      case 2:
        c.ring(cx, cy, size * 0.8, size * 0.55, color);
        break;
      case 3:
        c.wave(
          cx - size * 1.6,
          cx + size * 1.6,
          cy,
          size * 0.25,
          size * 0.9,
          random.float(0, 6),
          m * 0.022,
          color,
        );
        break;
      case 4: {
        const points: Point[] = [];
        for (let k = 0; k < 6; k++)
          points.push([cx - size * 1.4 + k * size * 0.56, cy + (k % 2 === 0 ? -1 : 1) * size * 0.3]);
        for (let k = 0; k < points.length - 1; k++)
          c.line(points[k] as Point, points[k + 1] as Point, m * 0.022, p.ink);
        break;
      }
      case 5:
        c.rotatedRect(cx, cy, size * 1.6, size * 0.5, random.float(0, Math.PI), color);
        break;
      default:
        c.withClip(cx - size, cy - size, size * 2, size, () => c.circle(cx, cy, size, color));
        c.rect(cx - size, cy, size * 2, Math.max(2, m * 0.012), p.ink);
        break;
    }
  }
}

/** Rainbow arcs: concentric half rings in palette colours, sometimes a 2x2 grid of them. */
export function drawArcs(c: Drawing, random: Random, p: Palette): void {
  const { width: w, height: h } = c;
  c.fill(p.background);
  const bandColors = random.shuffle([...p.colors, p.ink]);
  const single = random.chance(0.5);
  const tiles = single
    ? [[0, 0, w, h]]
    : [
        [0, 0, w / 2, h / 2],
        [w / 2, 0, w / 2, h / 2],
        [0, h / 2, w / 2, h / 2],
        [w / 2, h / 2, w / 2, h / 2],
      ];
  tiles.forEach(([tx = 0, ty = 0, tw = w, th = h], tileIndex) => {
    c.withClip(tx, ty, tw, th, () => {
      if (!single)
        c.rect(tx, ty, tw, th, tileIndex % 3 === 0 ? p.background : (bandColors[tileIndex] ?? p.background));
      const side = single ? 3 : random.int(0, 3);
      const ax = side === 0 ? tx : side === 1 ? tx + tw : tx + tw / 2;
      // A single rainbow stands on the ink ground line drawn below.
      const ay = single ? h * 0.9 : side === 2 ? ty : side === 3 ? ty + th : ty + th / 2;
      const radius = (side <= 1 ? Math.min(tw, th / 2) : Math.min(tw / 2, th)) * (single ? 0.8 : 0.95);
      const bands = random.int(4, 6);
      const groundColor =
        !single && tileIndex % 3 !== 0 ? (bandColors[tileIndex] ?? p.background) : p.background;
      for (let i = 0; i < bands; i++) {
        const color =
          i === bands - 1 ? groundColor : (bandColors[(i + tileIndex) % bandColors.length] ?? p.ink);
        c.circle(ax, ay, radius * (1 - i / bands), color);
      }
      if (single) {
        const sunColor = pickOther(random, p.colors, ...bandColors.slice(0, 1));
        c.circle(w * random.float(0.15, 0.85), h * random.float(0.12, 0.28), Math.min(w, h) * 0.07, sunColor);
      }
    });
  });
  if (single) c.rect(0, h * 0.9, w, h * 0.1, p.ink);
}

/** A retro landscape: graded sky, striped sun and layered rolling hills. */
export function drawLandscape(c: Drawing, random: Random, p: Palette): void {
  const { width: w, height: h } = c;
  const [sunColor = p.ink, ...hillColors] = random.shuffle(p.colors);
  const skyTop = mix(p.background, hillColors[0] ?? p.ink, 0.35);
  c.verticalGradient(0, 0, w, h, skyTop, p.background);
  const sunX = w * random.float(0.25, 0.75);
  const sunY = h * random.float(0.35, 0.5);
  const sunR = Math.min(w, h) * random.float(0.18, 0.26);
  c.circle(sunX, sunY, sunR, sunColor);
  // Sky-coloured cuts through the lower half of the sun: the sky is a vertical gradient, so each cut can
  // take the sky's colour at its own row.
  for (let i = 0; i < 5; i++) {
    const y = sunY + sunR * (0.1 + i * 0.2);
    const thickness = sunR * (0.03 + i * 0.025);
    c.rect(sunX - sunR - 2, y, sunR * 2 + 4, thickness, mix(skyTop, p.background, y / h));
  }
  const layers = Math.min(4, Math.max(2, hillColors.length));
  for (let i = 0; i < layers; i++) {
    const base = h * (0.55 + i * 0.12);
    const amplitude = h * random.float(0.03, 0.08);
    const wavelength = w * random.float(0.4, 0.9);
    const phase = random.float(0, Math.PI * 2);
    const color = i === layers - 1 ? p.ink : (hillColors[i % hillColors.length] ?? p.ink);
    c.fillBelow(
      (x) =>
        base +
        amplitude * Math.sin((x / wavelength) * Math.PI * 2 + phase) +
        amplitude * 0.4 * Math.sin((x / wavelength) * 5.3 + phase * 2),
      color,
    );
  }
}

/** Soft gradient fields with blurred colour blobs and one crisp geometric accent. */
export function drawAurora(c: Drawing, random: Random, p: Palette): void {
  const { width: w, height: h } = c;
  const m = Math.min(w, h);
  const colors = random.shuffle(p.colors);
  const angle = random.float(0, Math.PI);
  const blobs = colors.slice(1, 4).map((color) => ({
    x: random.float(0.1, 0.9),
    y: random.float(0.1, 0.9),
    radius: random.float(0.15, 0.3),
    color,
  }));
  c.smoothGround(4, (ground) => {
    const gm = Math.min(ground.width, ground.height);
    ground.linearGradient(colors[0] ?? p.background, p.background, angle);
    for (const blob of blobs) {
      ground.softCircle(
        ground.width * blob.x,
        ground.height * blob.y,
        gm * blob.radius,
        gm * 0.35,
        blob.color,
        0.85,
      );
    }
  });
  const cx = w * random.float(0.3, 0.7);
  const cy = h * random.float(0.3, 0.7);
  const r = m * random.float(0.2, 0.3);
  c.ring(cx, cy, r, r - Math.max(2, m * 0.008), p.ink, 0.9);
  c.circle(cx + r * Math.cos(1), cy - r * Math.sin(1), m * 0.03, p.ink);
  c.rect(w * 0.06, h * 0.88, w * 0.25, Math.max(2, m * 0.008), p.ink, 0.9);
}

export type ArtworkStyle = 'grid' | 'swiss' | 'memphis' | 'arcs' | 'landscape' | 'aurora';

export const ARTWORK_STYLES: readonly ArtworkStyle[] = [
  'grid',
  'swiss',
  'memphis',
  'arcs',
  'landscape',
  'aurora',
];

/** Draws one full-canvas artwork in the given (or a random) style. */
export function drawArtwork(
  c: Drawing,
  random: Random,
  p: Palette,
  style: ArtworkStyle = random.pick(ARTWORK_STYLES),
): void {
  switch (style) {
    case 'grid':
      return drawTileGrid(c, random, p);
    case 'swiss':
      return drawSwissPoster(c, random, p);
    case 'memphis':
      return drawMemphis(c, random, p);
    case 'arcs':
      return drawArcs(c, random, p);
    case 'landscape':
      return drawLandscape(c, random, p);
    case 'aurora':
      return drawAurora(c, random, p);
  }
}

function artworkDrawing(
  width: number,
  height: number,
  random: Random,
  p: Palette,
  style?: ArtworkStyle,
): Drawing {
  const c = new Drawing(width, height);
  drawArtwork(c, random, p, style);
  return c;
}

// ---------------------------------------------------------------------------------------------------------
// Image kinds used by the seed
// ---------------------------------------------------------------------------------------------------------

export const SIZES = {
  cover: [640, 480],
  share: [1200, 630],
  extra: [960, 720],
  avatar: [320, 320],
  profileCover: [1500, 360],
  collection: [960, 540],
} as const satisfies Record<string, readonly [number, number]>;

/** A portfolio cover (640x480): one artwork in the given style. */
export function drawPortfolioCover(random: Random, p: Palette, style: ArtworkStyle): Drawing {
  return artworkDrawing(SIZES.cover[0], SIZES.cover[1], random, p, style);
}

/** A share card (1200x630): artwork on one side, a coloured panel with abstract type and a mark on the other. */
export function drawShareCover(random: Random, p: Palette): Drawing {
  const [w, h] = SIZES.share;
  const c = new Drawing(w, h);
  const artOnLeft = random.chance(0.5);
  const artWidth = Math.round(w * 0.58);
  const art = artworkDrawing(artWidth, h, random, p);
  const panel = random.pick([p.ink, ...p.colors]);
  const text = readableOn(panel);
  c.fill(panel);
  c.blit(art, artOnLeft ? 0 : w - artWidth, 0);
  const panelX = artOnLeft ? artWidth : 0;
  const panelW = w - artWidth;
  const margin = 64;
  c.circle(panelX + margin + 22, margin + 22, 22, text);
  c.rect(panelX + margin + 54, margin + 4, 36, 36, pickOther(random, p.colors, panel, text));
  drawTypeBlock(c, random, panelX + margin, h * 0.42, panelW - margin * 2, 26, text);
  c.rect(panelX + margin, h - margin - 4, 90, 4, text);
  return c;
}

/** Extra project images (960x720): mock-ups of the work (poster on a wall, a device, a swatch board) or a plain artwork. */
export function drawProjectImage(random: Random, p: Palette): Drawing {
  const [w, h] = SIZES.extra;
  const c = new Drawing(w, h);
  const kind = random.int(0, 3);
  if (kind === 0) {
    // A framed poster on a wall above a floor line.
    const wall = mix(p.background, [255, 255, 255], 0.3);
    c.verticalGradient(0, 0, w, h * 0.8, wall, mix(wall, p.ink, 0.08));
    c.verticalGradient(
      0,
      h * 0.8,
      w,
      h * 0.2,
      mix(p.background, p.ink, 0.25),
      mix(p.background, p.ink, 0.35),
    );
    const pw = 360;
    const ph = 480;
    const px = (w - pw) / 2 + random.int(-120, 120);
    const py = 80;
    c.dropShadow(px - 12, py - 12, pw + 24, ph + 24, 14, 22, 28, 0.28);
    c.rect(px - 12, py - 12, pw + 24, ph + 24, p.ink);
    c.blit(artworkDrawing(pw, ph, random, p), px, py);
  } else if (kind === 1) {
    // A phone or tablet showing the work.
    const groundColor = random.pick(p.colors);
    const angle = random.float(0, Math.PI);
    c.linearGradient(groundColor, p.background, angle);
    const tablet = random.chance(0.4);
    const dw = tablet ? 640 : 300;
    const dh = tablet ? 480 : 600;
    const dx = (w - dw) / 2;
    const dy = (h - dh) / 2;
    c.dropShadow(dx + 20, dy + 20, dw - 40, dh - 40, 18, 26, 56, 0.3);
    c.roundedRect(dx, dy, dw, dh, 40, [24, 24, 28]);
    const bezel = 16;
    const screen = artworkDrawing(dw - bezel * 2, dh - bezel * 2, random, p);
    c.withClip(dx + bezel, dy + bezel, dw - bezel * 2, dh - bezel * 2, () =>
      c.blit(screen, dx + bezel, dy + bezel),
    );
    c.roundedRect(dx + dw / 2 - 40, dy + bezel + 10, 80, 14, 7, [24, 24, 28]);
  } else if (kind === 2) {
    // A mood board: swatches, a detail tile and a hairline grid.
    c.fill(mix(p.background, [255, 255, 255], 0.5));
    const swatches = [...p.colors, p.ink];
    swatches.forEach((color, index) => {
      c.roundedRect(60 + index * 130, 560, 110, 110, 12, color);
    });
    c.blit(artworkDrawing(520, 440, random, p, random.pick(['grid', 'memphis', 'arcs'] as const)), 60, 60);
    c.circle(780, 180, 110, random.pick(p.colors));
    c.ring(780, 180, 140, 137, p.ink);
    for (let i = 0; i < 4; i++) c.rect(620, 360 + i * 34, 280 - i * 40, 14, p.ink, 0.85);
  } else {
    drawArtwork(c, random, p);
  }
  return c;
}

const SKIN_TONES: readonly Rgb[] = [
  hex('#f1c8a5'),
  hex('#e0ac85'),
  hex('#c68b62'),
  hex('#a0694a'),
  hex('#7a4e36'),
];
const HAIR_COLORS: readonly Rgb[] = [
  hex('#1f1a17'),
  hex('#3b2a20'),
  hex('#5a3d2b'),
  hex('#2c2c34'),
  hex('#8a5a3c'),
];

/** A friendly face-less portrait (320x320): backdrop, shoulders, neck, head and one of several hair shapes. */
export function drawAvatar(random: Random, p: Palette): Drawing {
  const [w, h] = SIZES.avatar;
  const c = new Drawing(w, h);
  const backdrop = random.pick(p.colors);
  c.fill(mix(backdrop, [255, 255, 255], 0.15));
  c.circle(
    w * random.float(0.2, 0.8),
    h * random.float(0.2, 0.5),
    w * 0.34,
    mix(backdrop, p.background, 0.45),
  );
  const skin = random.pick(SKIN_TONES);
  const hair = random.pick(HAIR_COLORS);
  const shirt = pickOther(random, [...p.colors, p.ink], backdrop);
  const cx = w / 2;
  const headY = h * 0.44;
  const headR = w * 0.19;
  const style = random.int(0, 3);
  if (style === 2)
    c.roundedRect(cx - headR * 1.25, headY - headR * 1.2, headR * 2.5, headR * 3.1, headR, hair); // long hair behind
  c.ellipse(cx, h * 1.06, w * 0.4, h * 0.36, shirt);
  c.polygon(
    [
      [cx - headR * 0.42, h * 0.71],
      [cx + headR * 0.42, h * 0.71],
      [cx, h * 0.82],
    ],
    skin,
  );
  c.rect(cx - headR * 0.42, headY + headR * 0.5, headR * 0.84, h * 0.72 - headY - headR * 0.5, skin);
  c.ellipse(cx, headY, headR, headR * 1.12, skin);
  if (style === 0) {
    // Short crop: a cap of hair over the top of the head.
    c.withClip(0, 0, w, headY - headR * 0.2, () =>
      c.ellipse(cx, headY - headR * 0.05, headR * 1.08, headR * 1.2, hair),
    );
  } else if (style === 1) {
    // Bun on top.
    c.circle(cx, headY - headR * 1.35, headR * 0.45, hair);
    c.withClip(0, 0, w, headY - headR * 0.35, () => c.ellipse(cx, headY, headR * 1.06, headR * 1.16, hair));
  } else if (style === 2) {
    c.withClip(0, 0, w, headY - headR * 0.3, () => c.ellipse(cx, headY, headR * 1.1, headR * 1.2, hair));
  } else {
    // Curls: a ring of small circles over a cap.
    c.withClip(0, 0, w, headY - headR * 0.25, () =>
      c.ellipse(cx, headY - headR * 0.05, headR * 1.08, headR * 1.18, hair),
    );
    for (let i = 0; i <= 8; i++) {
      const angle = Math.PI * (1.05 + (i / 8) * 0.9);
      c.circle(
        cx + Math.cos(angle) * headR * 1.02,
        headY + Math.sin(angle) * headR * 1.05,
        headR * 0.36,
        hair,
      );
    }
  }
  if (random.chance(0.35))
    c.circle(cx - headR * 1.02, headY + headR * 0.45, w * 0.018, random.pick(p.colors));
  return c;
}

/** A profile cover (1500x360): a wide band of tiles, a landscape or waves. */
export function drawProfileCover(random: Random, p: Palette): Drawing {
  const [w, h] = SIZES.profileCover;
  const c = new Drawing(w, h);
  const kind = random.int(0, 2);
  if (kind === 0) {
    drawTileGrid(c, random, p, random.int(2, 3));
  } else if (kind === 1) {
    drawLandscape(c, random, p);
  } else {
    c.fill(p.background);
    const colors = random.shuffle([...p.colors, p.ink]);
    const amplitude = random.float(14, 30);
    const wavelength = random.float(240, 420);
    for (let i = 0; i < 9; i++) {
      c.wave(0, w, 30 + i * 40, amplitude, wavelength, i * 0.5, 18, colors[i % colors.length] ?? p.ink);
    }
    const sunX = w * random.float(0.6, 0.9);
    c.circle(sunX, h / 2, 120, p.background);
    c.circle(sunX, h / 2, 80, colors[0] ?? p.ink);
  }
  return c;
}

/** A collection cover (960x540): a soft ground with three staggered "works" as cards. */
export function drawCollectionCover(random: Random, p: Palette): Drawing {
  const [w, h] = SIZES.collection;
  const c = new Drawing(w, h);
  const groundColor = random.pick(p.colors);
  const angle = random.float(0, Math.PI);
  // The glow lightens: a dark palette colour would muddy the ground.
  const glowColor = mix(random.pick(p.colors), [255, 255, 255], 0.35);
  const glow = { x: random.float(0.2, 0.8), y: random.float(0.2, 0.8), color: glowColor };
  c.smoothGround(4, (ground) => {
    ground.linearGradient(groundColor, p.background, angle);
    ground.softCircle(ground.width * glow.x, ground.height * glow.y, 40, 55, glow.color, 0.7);
  });
  const cardW = 230;
  const cardH = 300;
  const styles = random.sample(ARTWORK_STYLES, 3);
  styles.forEach((style, index) => {
    const x = 105 + index * 265;
    const y = 120 + (index % 2 === 0 ? 20 : -20);
    c.dropShadow(x - 8, y - 8, cardW + 16, cardH + 16, 10, 16, 22, 0.25);
    c.rect(x - 8, y - 8, cardW + 16, cardH + 16, [255, 255, 255]);
    c.blit(artworkDrawing(cardW, cardH, random, p, style), x, y);
  });
  return c;
}
