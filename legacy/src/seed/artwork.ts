import type { Random } from './random';

/**
 * Procedural abstract artwork for the demo images: flat colour fields, circles, arcs, stripes and soft
 * gradients in the spirit of Bauhaus, Swiss posters and Memphis. Everything is drawn with plain loops over
 * an RGB buffer (anti-aliased by coverage), so no native image library is needed and output is identical
 * on every machine.
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

function clamp01(value: number): number {
  return value < 0 ? 0 : value > 1 ? 1 : value;
}

type Point = readonly [number, number];

/** Writes one pixel, blended by `alpha`; channels are integers, so the result stays a valid byte. */
function blend(p: Uint8Array, index: number, r: number, g: number, b: number, alpha: number): void {
  if (alpha >= 1) {
    p[index] = r;
    p[index + 1] = g;
    p[index + 2] = b;
  } else if (alpha > 0) {
    const pr = p[index] as number;
    const pg = p[index + 1] as number;
    const pb = p[index + 2] as number;
    p[index] = (pr + (r - pr) * alpha + 0.5) | 0;
    p[index + 1] = (pg + (g - pg) * alpha + 0.5) | 0;
    p[index + 2] = (pb + (b - pb) * alpha + 0.5) | 0;
  }
}

/** Paints `count` pixels from `index` opaquely: one pixel by hand, then doubling copies (memmove speed). */
function solidRun(p: Uint8Array, index: number, count: number, r: number, g: number, b: number): void {
  if (count <= 0) return;
  p[index] = r;
  p[index + 1] = g;
  p[index + 2] = b;
  const total = count * 3;
  let filled = 3;
  while (filled < total) {
    const chunk = Math.min(filled, total - filled);
    p.copyWithin(index + filled, index, index + chunk);
    filled += chunk;
  }
}

/** The pixel columns whose centres lie strictly between `lo` and `hi`, as [first, end). */
function pixelsBetween(lo: number, hi: number): [number, number] {
  return [Math.floor(lo - 0.5) + 1, Math.ceil(hi - 0.5)];
}

/**
 * An RGB raster with a clip rectangle; every primitive respects the clip. The hot loops take the colour as
 * three numbers and write bytes directly: this keeps the whole seed's artwork within a second or two.
 */
export class Canvas {
  readonly pixels: Uint8Array;
  private clipX0 = 0;
  private clipY0 = 0;
  private clipX1: number;
  private clipY1: number;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.clipX1 = width;
    this.clipY1 = height;
  }

  /** Runs `draw` with drawing restricted to the given rectangle (intersected with the current clip). */
  withClip(x: number, y: number, w: number, h: number, draw: () => void): void {
    const saved = [this.clipX0, this.clipY0, this.clipX1, this.clipY1] as const;
    this.clipX0 = Math.max(saved[0], Math.floor(x));
    this.clipY0 = Math.max(saved[1], Math.floor(y));
    this.clipX1 = Math.min(saved[2], Math.ceil(x + w));
    this.clipY1 = Math.min(saved[3], Math.ceil(y + h));
    try {
      draw();
    } finally {
      [this.clipX0, this.clipY0, this.clipX1, this.clipY1] = saved;
    }
  }

  private rowRange(top: number, bottom: number): [number, number] {
    return [Math.max(this.clipY0, Math.floor(top)), Math.min(this.clipY1, Math.ceil(bottom))];
  }

  /** Fills pixels [x0, x1) of row y. */
  private span(y: number, x0: number, x1: number, color: Rgb, alpha: number): void {
    this.run(y, x0, x1, color[0], color[1], color[2], alpha);
  }

  /** Fills pixels [x0, x1) of row y, clipped, with a flat colour. */
  private run(y: number, x0: number, x1: number, r: number, g: number, b: number, alpha: number): void {
    const from = Math.max(this.clipX0, x0);
    const to = Math.min(this.clipX1, x1);
    if (to <= from) return;
    const index = (y * this.width + from) * 3;
    if (alpha >= 1) {
      solidRun(this.pixels, index, to - from, r, g, b);
      return;
    }
    const p = this.pixels;
    const end = index + (to - from) * 3;
    for (let i = index; i < end; i += 3) blend(p, i, r, g, b, alpha);
  }

  fill(color: Rgb): void {
    this.rect(0, 0, this.width, this.height, color);
  }

  /** An axis-aligned rectangle snapped to whole pixels. */
  rect(x: number, y: number, w: number, h: number, color: Rgb, alpha = 1): void {
    const x0 = Math.max(this.clipX0, Math.round(x));
    const x1 = Math.min(this.clipX1, Math.round(x + w));
    const [y0, y1] = this.rowRange(Math.round(y), Math.round(y + h));
    if (x1 <= x0 || y1 <= y0) return;
    if (alpha < 1) {
      for (let row = y0; row < y1; row++) this.span(row, x0, x1, color, alpha);
      return;
    }
    // Opaque: paint one row, then copy it down (a memmove per row).
    this.span(y0, x0, x1, color, 1);
    const rowStart = (y0 * this.width + x0) * 3;
    const rowEnd = rowStart + (x1 - x0) * 3;
    for (let row = y0 + 1; row < y1; row++)
      this.pixels.copyWithin((row * this.width + x0) * 3, rowStart, rowEnd);
  }

  verticalGradient(x: number, y: number, w: number, h: number, top: Rgb, bottom: Rgb): void {
    const [y0, y1] = this.rowRange(y, y + h);
    for (let row = y0; row < y1; row++) {
      this.span(row, Math.round(x), Math.round(x + w), mix(top, bottom, clamp01((row - y) / h)), 1);
    }
  }

  /** A full-canvas linear gradient along `angle` (radians). */
  linearGradient(from: Rgb, to: Rgb, angle: number): void {
    const p = this.pixels;
    const dx = Math.cos(angle);
    const dy = Math.sin(angle);
    const corners = [0, this.width * dx, this.height * dy, this.width * dx + this.height * dy];
    const min = Math.min(...corners);
    const range = Math.max(...corners) - min || 1;
    const [r0, g0, b0] = from;
    const dr = to[0] - r0;
    const dg = to[1] - g0;
    const db = to[2] - b0;
    const [y0, y1] = this.rowRange(0, this.height);
    const step = dx / range;
    for (let y = y0; y < y1; y++) {
      let index = (y * this.width + this.clipX0) * 3;
      const t = (this.clipX0 * dx + y * dy - min) / range;
      let red = r0 + dr * t + 0.5;
      let green = g0 + dg * t + 0.5;
      let blue = b0 + db * t + 0.5;
      const stepR = dr * step;
      const stepG = dg * step;
      const stepB = db * step;
      for (let x = this.clipX0; x < this.clipX1; x++, index += 3) {
        p[index] = red | 0;
        p[index + 1] = green | 0;
        p[index + 2] = blue | 0;
        red += stepR;
        green += stepG;
        blue += stepB;
      }
    }
  }

  circle(cx: number, cy: number, radius: number, color: Rgb, alpha = 1): void {
    this.ring(cx, cy, radius, 0, color, alpha);
  }

  /** An annulus (inner radius 0 gives a disc), anti-aliased on both edges. */
  ring(cx: number, cy: number, outer: number, inner: number, color: Rgb, alpha = 1): void {
    if (outer <= 0) return;
    const p = this.pixels;
    const [r, g, b] = color;
    const [y0, y1] = this.rowRange(cy - outer - 1, cy + outer + 1);
    const fullOuter = Math.max(0, outer - 0.5);
    const emptyInner = Math.max(0, inner - 0.5);
    const widest = (radius: number, dy2: number): number =>
      dy2 < radius * radius ? Math.sqrt(radius * radius - dy2) : -1;
    for (let y = y0; y < y1; y++) {
      const dy = y + 0.5 - cy;
      const dy2 = dy * dy;
      const reach = widest(outer + 0.5, dy2);
      if (reach <= 0) continue;
      const x0 = Math.max(this.clipX0, Math.floor(cx - reach));
      const x1 = Math.min(this.clipX1, Math.ceil(cx + reach));
      // Columns are fully covered between the hole's outer edge and the disc's inner edge, and untouched
      // well inside the hole; only the rest need a distance test.
      const solid = widest(fullOuter, dy2);
      const hole = inner > 0 ? widest(inner + 0.5, dy2) : -1;
      const empty = inner > 0 ? widest(emptyInner, dy2) : -1;
      const jumps: [number, number, boolean][] = [];
      if (solid > 0 && hole < 0) jumps.push([...pixelsBetween(cx - solid, cx + solid), true]);
      if (solid > 0 && hole >= 0 && hole < solid) {
        jumps.push([...pixelsBetween(cx - solid, cx - hole), true]);
        if (empty > 0) jumps.push([...pixelsBetween(cx - empty, cx + empty), false]);
        jumps.push([...pixelsBetween(cx + hole, cx + solid), true]);
      } else if (empty > 0) {
        jumps.push([...pixelsBetween(cx - empty, cx + empty), false]);
      }
      let next = 0;
      let x = x0;
      while (x < x1) {
        const jump = jumps[next];
        if (jump && x >= jump[0]) {
          next++;
          if (x < jump[1]) {
            const to = Math.min(jump[1], x1);
            if (jump[2]) this.run(y, x, to, r, g, b, alpha);
            x = to;
          }
          continue;
        }
        const dx = x + 0.5 - cx;
        const distance = Math.sqrt(dx * dx + dy2);
        const coverage = clamp01(outer + 0.5 - distance) * (inner > 0 ? clamp01(distance - inner + 0.5) : 1);
        blend(p, (y * this.width + x) * 3, r, g, b, coverage * alpha);
        x++;
      }
    }
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, color: Rgb, alpha = 1): void {
    const p = this.pixels;
    const [r, g, b] = color;
    const [y0, y1] = this.rowRange(cy - ry - 1, cy + ry + 1);
    const inside = 1 - 1.5 / Math.min(rx, ry);
    for (let y = y0; y < y1; y++) {
      const dy = y + 0.5 - cy;
      const ny = dy / ry;
      if (Math.abs(ny) > 1 + 1.5 / ry) continue;
      const reach = rx * Math.sqrt(Math.max(0, 1 - ny * ny)) + 1.5;
      const solid = inside > 0 && inside * inside > ny * ny ? rx * Math.sqrt(inside * inside - ny * ny) : -1;
      const x0 = Math.max(this.clipX0, Math.floor(cx - reach));
      const x1 = Math.min(this.clipX1, Math.ceil(cx + reach));
      const [solidFrom, solidTo] = solid > 0 ? pixelsBetween(cx - solid, cx + solid) : [Infinity, Infinity];
      for (let x = x0; x < x1; x++) {
        if (x >= solidFrom && x < solidTo) {
          this.run(y, x, solidTo, r, g, b, alpha);
          x = solidTo - 1;
          continue;
        }
        // Inigo Quilez's distance approximation for an ellipse.
        const dx = x + 0.5 - cx;
        const nx = dx / rx;
        const k0 = Math.sqrt(nx * nx + ny * ny);
        const k1 = Math.sqrt((dx / (rx * rx)) ** 2 + (dy / (ry * ry)) ** 2);
        const distance = k1 > 0 ? (k0 * (k0 - 1)) / k1 : -rx;
        blend(p, (y * this.width + x) * 3, r, g, b, clamp01(0.5 - distance) * alpha);
      }
    }
  }

  /** A convex polygon (either winding), anti-aliased by distance to its edges. */
  polygon(points: readonly Point[], color: Rgb, alpha = 1): void {
    if (points.length < 3) return;
    const p = this.pixels;
    const [r, g, b] = color;
    let area = 0;
    for (let i = 0; i < points.length; i++) {
      const a = points[i] as Point;
      const next = points[(i + 1) % points.length] as Point;
      area += a[0] * next[1] - next[0] * a[1];
    }
    const sign = area >= 0 ? 1 : -1;
    // Each edge as a normalised line: distance = nx * x + ny * y + c, positive inside.
    const nxs: number[] = [];
    const nys: number[] = [];
    const cs: number[] = [];
    let top = Infinity;
    let bottom = -Infinity;
    for (let i = 0; i < points.length; i++) {
      const a = points[i] as Point;
      const next = points[(i + 1) % points.length] as Point;
      top = Math.min(top, a[1]);
      bottom = Math.max(bottom, a[1]);
      const ex = next[0] - a[0];
      const ey = next[1] - a[1];
      const length = Math.hypot(ex, ey);
      if (length < 1e-9) continue;
      const nx = (-ey / length) * sign;
      const ny = (ex / length) * sign;
      nxs.push(nx);
      nys.push(ny);
      cs.push(-(nx * a[0] + ny * a[1]));
    }
    const edgeCount = nxs.length;
    const [y0, y1] = this.rowRange(top - 1, bottom + 1);
    for (let y = y0; y < y1; y++) {
      const py = y + 0.5;
      // Solve each edge for this row: the span where every edge is ≥ 0.5 inside is fully covered,
      // the span where every edge is ≥ -0.5 is touched at all.
      let innerLo = -Infinity;
      let innerHi = Infinity;
      let outerLo = -Infinity;
      let outerHi = Infinity;
      let innerEmpty = false;
      let outerEmpty = false;
      for (let e = 0; e < edgeCount; e++) {
        const nx = nxs[e] as number;
        const base = (nys[e] as number) * py + (cs[e] as number);
        if (Math.abs(nx) < 1e-9) {
          if (base < 0.5) innerEmpty = true;
          if (base < -0.5) outerEmpty = true;
        } else if (nx > 0) {
          innerLo = Math.max(innerLo, (0.5 - base) / nx);
          outerLo = Math.max(outerLo, (-0.5 - base) / nx);
        } else {
          innerHi = Math.min(innerHi, (0.5 - base) / nx);
          outerHi = Math.min(outerHi, (-0.5 - base) / nx);
        }
      }
      if (outerEmpty || outerLo > outerHi) continue;
      if (innerEmpty) {
        innerLo = Infinity;
        innerHi = -Infinity;
      }
      const x0 = Math.max(this.clipX0, Math.floor(outerLo - 0.5));
      const x1 = Math.min(this.clipX1, Math.ceil(outerHi + 0.5));
      const [solidFrom, solidTo] = innerLo < innerHi ? pixelsBetween(innerLo, innerHi) : [Infinity, Infinity];
      for (let x = x0; x < x1; x++) {
        if (x >= solidFrom && x < solidTo) {
          this.run(y, x, solidTo, r, g, b, alpha);
          x = solidTo - 1;
          continue;
        }
        const px = x + 0.5;
        const index = (y * this.width + x) * 3;
        let nearest = Infinity;
        for (let e = 0; e < edgeCount; e++) {
          nearest = Math.min(nearest, (nxs[e] as number) * px + (nys[e] as number) * py + (cs[e] as number));
        }
        blend(p, index, r, g, b, clamp01(nearest + 0.5) * alpha);
      }
    }
  }

  /** A straight stroke with square ends. */
  line(a: Point, b: Point, thickness: number, color: Rgb, alpha = 1): void {
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const length = Math.hypot(dx, dy) || 1;
    const ox = (-dy / length) * (thickness / 2);
    const oy = (dx / length) * (thickness / 2);
    this.polygon(
      [
        [a[0] + ox, a[1] + oy],
        [b[0] + ox, b[1] + oy],
        [b[0] - ox, b[1] - oy],
        [a[0] - ox, a[1] - oy],
      ],
      color,
      alpha,
    );
  }

  /** A rectangle rotated about its centre. */
  rotatedRect(cx: number, cy: number, w: number, h: number, angle: number, color: Rgb, alpha = 1): void {
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const corner = (x: number, y: number): Point => [cx + x * cos - y * sin, cy + x * sin + y * cos];
    this.polygon(
      [corner(-w / 2, -h / 2), corner(w / 2, -h / 2), corner(w / 2, h / 2), corner(-w / 2, h / 2)],
      color,
      alpha,
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

  /** A box with rounded corners; `feather` > 0 blurs the edge (for soft shadows). */
  roundedRect(
    x: number,
    y: number,
    w: number,
    h: number,
    radius: number,
    color: Rgb,
    alpha = 1,
    feather = 0,
  ): void {
    const p = this.pixels;
    const [r, g, b] = color;
    const rr = Math.min(radius, w / 2, h / 2);
    const hx = w / 2 - rr;
    const hy = h / 2 - rr;
    const cx = x + w / 2;
    const cy = y + h / 2;
    const soft = Math.max(1, feather);
    const [y0, y1] = this.rowRange(y - soft, y + h + soft);
    const x0 = Math.max(this.clipX0, Math.floor(x - soft));
    const x1 = Math.min(this.clipX1, Math.ceil(x + w + soft));
    // Columns well inside the straight part are fully covered on rows inside the straight part.
    const solidX0 = Math.ceil(x + soft + rr);
    const solidX1 = Math.floor(x + w - soft - rr);
    for (let row = y0; row < y1; row++) {
      const qy = Math.abs(row + 0.5 - cy) - hy;
      const rowSolid = qy < -soft;
      for (let col = x0; col < x1; col++) {
        if (rowSolid && col >= solidX0 && col < solidX1) {
          this.run(row, col, solidX1, r, g, b, alpha);
          col = solidX1 - 1;
          continue;
        }
        const index = (row * this.width + col) * 3;
        const qx = Math.abs(col + 0.5 - cx) - hx;
        const mx = qx > 0 ? qx : 0;
        const my = qy > 0 ? qy : 0;
        const distance = Math.sqrt(mx * mx + my * my) + Math.min(Math.max(qx, qy), 0) - rr;
        const t = feather > 0 ? clamp01(0.5 - distance / feather) : clamp01(0.5 - distance);
        blend(p, index, r, g, b, t * t * (3 - 2 * t) * alpha);
      }
    }
  }

  /**
   * A soft shadow for an opaque box at (x, y, w, h) about to be drawn on top: the blurred box is offset by
   * (dx, dy), and pixels the box itself will cover are skipped, since they would be painted over anyway.
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
    const p = this.pixels;
    const sx = x + dx;
    const sy = y + dy;
    const [y0, y1] = this.rowRange(sy - blur, sy + h + blur);
    const x0 = Math.max(this.clipX0, Math.floor(sx - blur));
    const x1 = Math.min(this.clipX1, Math.ceil(sx + w + blur));
    const coverFrom = Math.max(x0, Math.ceil(x));
    const coverTo = Math.min(x1, Math.floor(x + w));
    const halfW = w / 2;
    const halfH = h / 2;
    const cx = sx + halfW;
    const cy = sy + halfH;
    for (let row = y0; row < y1; row++) {
      const covered = row >= Math.ceil(y) && row < Math.floor(y + h);
      const qy = Math.abs(row + 0.5 - cy) - halfH;
      for (let col = x0; col < x1; col++) {
        if (covered && col === coverFrom && coverTo > coverFrom) {
          col = coverTo - 1;
          continue;
        }
        const qx = Math.abs(col + 0.5 - cx) - halfW;
        const mx = qx > 0 ? qx : 0;
        const my = qy > 0 ? qy : 0;
        const distance = Math.sqrt(mx * mx + my * my) + Math.min(Math.max(qx, qy), 0);
        const t = clamp01(0.5 - distance / blur);
        blend(p, (row * this.width + col) * 3, 0, 0, 0, t * t * (3 - 2 * t) * alpha);
      }
    }
  }

  /** A blurred disc, used for gradient "glow" fields. */
  softCircle(cx: number, cy: number, radius: number, feather: number, color: Rgb, alpha = 1): void {
    const p = this.pixels;
    const [r, g, b] = color;
    const outer = radius + feather;
    const [y0, y1] = this.rowRange(cy - outer, cy + outer);
    for (let y = y0; y < y1; y++) {
      const dy = y + 0.5 - cy;
      const reach = Math.sqrt(Math.max(0, outer * outer - dy * dy));
      const x0 = Math.max(this.clipX0, Math.floor(cx - reach));
      const x1 = Math.min(this.clipX1, Math.ceil(cx + reach));
      let index = (y * this.width + x0) * 3;
      for (let x = x0; x < x1; x++, index += 3) {
        const dx = x + 0.5 - cx;
        const t = clamp01((outer - Math.sqrt(dx * dx + dy * dy)) / feather);
        blend(p, index, r, g, b, t * t * (3 - 2 * t) * alpha);
      }
    }
  }

  /** Fills everything below the curve y = curve(x) within the clip, anti-aliased along the curve. */
  fillBelow(curve: (x: number) => number, color: Rgb): void {
    const p = this.pixels;
    const [r, g, b] = color;
    const from = this.clipX0;
    const edges = new Float64Array(Math.max(0, this.clipX1 - from));
    let lowest = -Infinity;
    for (let i = 0; i < edges.length; i++) {
      edges[i] = curve(from + i + 0.5);
      lowest = Math.max(lowest, edges[i] as number);
    }
    // Rows below the curve's lowest point are solid; only the band the curve crosses is tested per pixel.
    const solidFrom = Math.max(this.clipY0, Math.ceil(lowest));
    const [y0] = this.rowRange(Math.min(...edges), this.clipY1);
    for (let y = y0; y < solidFrom; y++) {
      let index = (y * this.width + from) * 3;
      for (let i = 0; i < edges.length; i++, index += 3) {
        blend(p, index, r, g, b, clamp01(y + 1 - (edges[i] as number)));
      }
    }
    this.rect(from, solidFrom, edges.length, this.clipY1 - solidFrom, color);
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
    const p = this.pixels;
    const [r, g, b] = color;
    const half = thickness / 2;
    const stride = this.width * 3;
    const from = Math.max(this.clipX0, Math.floor(x0));
    const to = Math.min(this.clipX1, Math.ceil(x1));
    for (let x = from; x < to; x++) {
      const angle = ((x + 0.5 - x0) / wavelength) * Math.PI * 2 + phase;
      const centre = cy + amplitude * Math.sin(angle);
      // Widen the vertical band where the curve is steep so the stroke looks even.
      const slope = (amplitude * Math.PI * 2 * Math.cos(angle)) / wavelength;
      const reach = half * Math.sqrt(1 + slope * slope);
      const [y0, y1] = this.rowRange(centre - reach - 1, centre + reach + 1);
      let index = (y0 * this.width + x) * 3;
      for (let y = y0; y < y1; y++, index += stride) {
        blend(p, index, r, g, b, clamp01(reach + 0.5 - Math.abs(y + 0.5 - centre)));
      }
    }
  }

  /**
   * Paints a smooth ground (gradients, glows) at 1/`scale` resolution and stretches it over the whole canvas
   * with bilinear filtering: soft fields look the same and cost a fraction of drawing them at full size.
   */
  smoothGround(scale: number, draw: (small: Canvas) => void): void {
    const small = new Canvas(Math.ceil(this.width / scale) + 1, Math.ceil(this.height / scale) + 1);
    draw(small);
    const sw = small.width;
    const sh = small.height;
    const sp = small.pixels;
    const p = this.pixels;
    const width = this.width;
    // Per column: the left source sample (as a byte offset) and the weight of the right one.
    const left = new Int32Array(width);
    const weight = new Float64Array(width);
    for (let x = 0; x < width; x++) {
      const u = Math.min(sw - 2, Math.max(0, (x + 0.5) / scale - 0.5));
      const i0 = Math.floor(u);
      left[x] = i0 * 3;
      weight[x] = u - i0;
    }
    const row = new Float64Array(sw * 3);
    for (let y = 0; y < this.height; y++) {
      const v = Math.min(sh - 2, Math.max(0, (y + 0.5) / scale - 0.5));
      const j0 = Math.floor(v);
      const fy = v - j0;
      const top = j0 * sw * 3;
      const below = top + sw * 3;
      for (let i = 0; i < row.length; i++) {
        const a = sp[top + i] as number;
        row[i] = a + ((sp[below + i] as number) - a) * fy;
      }
      let index = y * width * 3;
      for (let x = 0; x < width; x++, index += 3) {
        const a = left[x] as number;
        const fx = weight[x] as number;
        const r0 = row[a] as number;
        const g0 = row[a + 1] as number;
        const b0 = row[a + 2] as number;
        p[index] = (r0 + ((row[a + 3] as number) - r0) * fx + 0.5) | 0;
        p[index + 1] = (g0 + ((row[a + 4] as number) - g0) * fx + 0.5) | 0;
        p[index + 2] = (b0 + ((row[a + 5] as number) - b0) * fx + 0.5) | 0;
      }
    }
  }

  /** Copies another canvas in at (x, y), clipped. */
  blit(source: Canvas, x: number, y: number): void {
    const left = Math.round(x);
    const topRow = Math.round(y);
    const from = Math.max(this.clipX0, left);
    const to = Math.min(this.clipX1, left + source.width);
    if (to <= from) return;
    const [y0, y1] = this.rowRange(topRow, topRow + source.height);
    for (let row = y0; row < y1; row++) {
      const start = ((row - topRow) * source.width + (from - left)) * 3;
      this.pixels.set(source.pixels.subarray(start, start + (to - from) * 3), (row * this.width + from) * 3);
    }
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
  c: Canvas,
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
export function drawTileGrid(c: Canvas, random: Random, p: Palette, rows = random.int(2, 4)): void {
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
  c: Canvas,
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
export function drawSwissPoster(c: Canvas, random: Random, p: Palette): void {
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
export function drawMemphis(c: Canvas, random: Random, p: Palette): void {
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
export function drawArcs(c: Canvas, random: Random, p: Palette): void {
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
export function drawLandscape(c: Canvas, random: Random, p: Palette): void {
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
export function drawAurora(c: Canvas, random: Random, p: Palette): void {
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
  c: Canvas,
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

function artworkCanvas(
  width: number,
  height: number,
  random: Random,
  p: Palette,
  style?: ArtworkStyle,
): Canvas {
  const c = new Canvas(width, height);
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
export function drawPortfolioCover(random: Random, p: Palette, style: ArtworkStyle): Canvas {
  return artworkCanvas(SIZES.cover[0], SIZES.cover[1], random, p, style);
}

/** A share card (1200x630): artwork on one side, a coloured panel with abstract type and a mark on the other. */
export function drawShareCover(random: Random, p: Palette): Canvas {
  const [w, h] = SIZES.share;
  const c = new Canvas(w, h);
  const artOnLeft = random.chance(0.5);
  const artWidth = Math.round(w * 0.58);
  const art = artworkCanvas(artWidth, h, random, p);
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
export function drawProjectImage(random: Random, p: Palette): Canvas {
  const [w, h] = SIZES.extra;
  const c = new Canvas(w, h);
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
    c.blit(artworkCanvas(pw, ph, random, p), px, py);
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
    const screen = artworkCanvas(dw - bezel * 2, dh - bezel * 2, random, p);
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
    c.blit(artworkCanvas(520, 440, random, p, random.pick(['grid', 'memphis', 'arcs'] as const)), 60, 60);
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
export function drawAvatar(random: Random, p: Palette): Canvas {
  const [w, h] = SIZES.avatar;
  const c = new Canvas(w, h);
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
export function drawProfileCover(random: Random, p: Palette): Canvas {
  const [w, h] = SIZES.profileCover;
  const c = new Canvas(w, h);
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
export function drawCollectionCover(random: Random, p: Palette): Canvas {
  const [w, h] = SIZES.collection;
  const c = new Canvas(w, h);
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
    c.blit(artworkCanvas(cardW, cardH, random, p, style), x, y);
  });
  return c;
}
