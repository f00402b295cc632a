import type { Prng } from './create-prng';

/** Motifs the demo pictures are drawn from. */
const ILLUSTRATION_MOTIFS = ['landscape', 'classroom', 'books', 'science', 'sports', 'art'] as const;
export type IllustrationMotif = (typeof ILLUSTRATION_MOTIFS)[number];

const PALETTES = [
  ['#1e3a8a', '#3b82f6', '#93c5fd', '#fbbf24', '#f8fafc'],
  ['#064e3b', '#10b981', '#a7f3d0', '#f97316', '#f0fdf4'],
  ['#7c2d12', '#f97316', '#fed7aa', '#2563eb', '#fff7ed'],
  ['#4c1d95', '#8b5cf6', '#ddd6fe', '#facc15', '#faf5ff'],
  ['#0f766e', '#14b8a6', '#99f6e4', '#e11d48', '#f0fdfa'],
  ['#9f1239', '#f43f5e', '#fecdd3', '#0ea5e9', '#fff1f2'],
] as const;

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function landscape(prng: Prng, c: readonly string[], w: number, h: number): string {
  const ridge = (base: number, amp: number) => {
    const points: string[] = [`0,${h}`];
    for (let x = 0; x <= w; x += w / 8) points.push(`${x.toFixed(0)},${(base - prng.next() * amp).toFixed(0)}`);
    points.push(`${w},${h}`);
    return points.join(' ');
  };
  return [
    `<circle cx="${prng.int(w * 0.15, w * 0.85)}" cy="${h * 0.25}" r="${h * 0.09}" fill="${c[3]}"/>`,
    `<polygon points="${ridge(h * 0.62, h * 0.25)}" fill="${c[2]}" opacity="0.9"/>`,
    `<polygon points="${ridge(h * 0.75, h * 0.15)}" fill="${c[1]}"/>`,
    `<path d="M0 ${h * 0.9} Q ${w * 0.5} ${h * 0.75} ${w} ${h * 0.92} L ${w} ${h} L 0 ${h} Z" fill="${c[0]}" opacity="0.85"/>`,
    ...Array.from({ length: 3 }, () => {
      const x = prng.int(20, w - 20);
      const y = prng.int(h * 0.1, h * 0.3);
      return `<path d="M${x} ${y} q 12 -10 24 0 q 12 -10 24 0" stroke="${c[4]}" stroke-width="3" fill="none"/>`;
    }),
  ].join('');
}

function classroom(
  prng: Prng,
  c: readonly string[],
  w: number,
  h: number,
  lettered: boolean,
  blankBoard: boolean,
): string {
  const desks = Array.from({ length: 6 }, (_, i) => {
    const x = w * 0.12 + (i % 3) * w * 0.28;
    const y = h * 0.62 + Math.floor(i / 3) * h * 0.17;
    return `<rect x="${x}" y="${y}" width="${w * 0.2}" height="${h * 0.05}" rx="4" fill="${c[3]}"/><circle cx="${x + w * 0.1}" cy="${y - h * 0.05}" r="${h * 0.04}" fill="${c[1]}"/>`;
  }).join('');
  const formula = prng.pick(['a² + b² = c²', 'E = mc²', '春眠不觉晓', 'H₂O', '3 × 7 = 21', 'Hello!']);
  const board = blankBoard
    ? ''
    : lettered
      ? `<text x="${w * 0.5}" y="${h * 0.33}" font-size="${h * 0.1}" fill="${c[4]}" text-anchor="middle" font-family="sans-serif">${escapeText(formula)}</text>`
      : chalkLines(formula.length, c[4] ?? '#ffffff', w, h);
  return [
    `<rect x="${w * 0.15}" y="${h * 0.1}" width="${w * 0.7}" height="${h * 0.38}" rx="8" fill="${c[0]}"/>`,
    `<rect x="${w * 0.15}" y="${h * 0.48}" width="${w * 0.7}" height="${h * 0.025}" fill="${c[2]}"/>`,
    board,
    desks,
  ].join('');
}

/** Chalk writing on the blackboard, as strokes (a photo's rasteriser has no fonts to draw letters with). */
function chalkLines(seed: number, colour: string, w: number, h: number): string {
  return Array.from({ length: 3 }, (_, i) => {
    const width = w * (0.26 + ((seed + i * 3) % 5) * 0.06);
    const x = w * 0.5 - width / 2;
    const y = h * (0.19 + i * 0.085);
    return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${width.toFixed(1)}" height="${(h * 0.022).toFixed(1)}" rx="3" fill="${colour}" opacity="0.85"/>`;
  }).join('');
}

function books(prng: Prng, c: readonly string[], w: number, h: number): string {
  const spines = Array.from({ length: 7 }, (_, i) => {
    const bw = w * 0.07;
    const bh = h * (0.35 + prng.next() * 0.25);
    const x = w * 0.18 + i * bw * 1.15;
    return `<rect x="${x}" y="${h * 0.8 - bh}" width="${bw}" height="${bh}" rx="3" fill="${c[i % 4]}"/><rect x="${x + bw * 0.2}" y="${h * 0.8 - bh + 12}" width="${bw * 0.6}" height="6" fill="${c[4]}" opacity="0.8"/>`;
  }).join('');
  return `<rect x="${w * 0.1}" y="${h * 0.8}" width="${w * 0.8}" height="${h * 0.05}" fill="${c[0]}"/>${spines}<path d="M${w * 0.72} ${h * 0.8} l ${w * 0.08} ${-h * 0.12} l ${w * 0.08} ${h * 0.12} z" fill="${c[3]}"/>`;
}

function science(prng: Prng, c: readonly string[], w: number, h: number): string {
  const cx = w * 0.35;
  const cy = h * 0.5;
  const orbits = [0, 60, 120]
    .map(
      (angle) =>
        `<ellipse cx="${cx}" cy="${cy}" rx="${h * 0.3}" ry="${h * 0.1}" fill="none" stroke="${c[1]}" stroke-width="4" transform="rotate(${angle} ${cx} ${cy})"/>`,
    )
    .join('');
  const bubbles = Array.from(
    { length: 5 },
    () =>
      `<circle cx="${w * 0.72 + prng.int(-20, 20)}" cy="${h * 0.35 - prng.int(0, 40)}" r="${prng.int(4, 10)}" fill="${c[2]}"/>`,
  ).join('');
  return `${orbits}<circle cx="${cx}" cy="${cy}" r="${h * 0.06}" fill="${c[3]}"/><path d="M${w * 0.68} ${h * 0.4} h ${w * 0.08} v ${h * 0.12} l ${w * 0.08} ${h * 0.25} h ${-w * 0.24} l ${w * 0.08} ${-h * 0.25} z" fill="${c[0]}" opacity="0.85"/>${bubbles}`;
}

function sports(prng: Prng, c: readonly string[], w: number, h: number): string {
  const lanes = Array.from(
    { length: 4 },
    (_, i) =>
      `<path d="M0 ${h * (0.6 + i * 0.1)} Q ${w * 0.5} ${h * (0.45 + i * 0.1)} ${w} ${h * (0.6 + i * 0.1)}" stroke="${c[4]}" stroke-width="3" fill="none"/>`,
  ).join('');
  const ballX = prng.int(w * 0.2, w * 0.8);
  return `<rect x="0" y="${h * 0.55}" width="${w}" height="${h * 0.45}" fill="${c[1]}"/>${lanes}<circle cx="${ballX}" cy="${h * 0.35}" r="${h * 0.1}" fill="${c[3]}"/><path d="M${ballX - h * 0.1} ${h * 0.35} h ${h * 0.2} M${ballX} ${h * 0.25} v ${h * 0.2}" stroke="${c[0]}" stroke-width="3"/>`;
}

function art(prng: Prng, c: readonly string[], w: number, h: number): string {
  const dabs = Array.from(
    { length: 6 },
    (_, i) =>
      `<circle cx="${w * 0.3 + Math.cos(i) * w * 0.12}" cy="${h * 0.5 + Math.sin(i) * h * 0.2}" r="${h * 0.05}" fill="${c[i % 4]}"/>`,
  ).join('');
  return `<ellipse cx="${w * 0.3}" cy="${h * 0.5}" rx="${w * 0.2}" ry="${h * 0.32}" fill="${c[4]}" stroke="${c[0]}" stroke-width="3"/>${dabs}<rect x="${w * 0.6}" y="${h * 0.2}" width="${w * 0.28}" height="${h * 0.5}" fill="${c[4]}" stroke="${c[0]}" stroke-width="6"/><path d="M${w * 0.62} ${h * 0.65} l ${w * 0.08} ${-h * 0.2} l ${w * 0.06} ${h * 0.12} l ${w * 0.05} ${-h * 0.08} l ${w * 0.05} ${h * 0.16} z" fill="${c[1]}"/><circle cx="${w * 0.8}" cy="${h * 0.3}" r="${h * 0.04}" fill="${c[3]}"/>${prng.chance(0.5) ? '' : `<path d="M${w * 0.5} ${h * 0.85} q ${w * 0.1} ${-h * 0.3} ${w * 0.2} 0" stroke="${c[1]}" stroke-width="5" fill="none"/>`}`;
}

/**
 * Draws a motif; `lettered` says whether it may write text (only a drawing the browser shows may), and
 * `blankBoard` leaves a classroom's blackboard empty for words lettered onto it later.
 */
type MotifDrawer = (
  prng: Prng,
  palette: readonly string[],
  w: number,
  h: number,
  lettered: boolean,
  blankBoard: boolean,
) => string;

const DRAWERS: Record<IllustrationMotif, MotifDrawer> = { landscape, classroom, books, science, sports, art };

/** What to draw. */
export interface IllustrationOptions {
  motif: IllustrationMotif;
  width: number;
  height: number;
  /** Optional caption along the bottom (carousel slides carry their headline). */
  caption?: string;
  /**
   * Whether the drawing may carry lettering (default true): a drawing the browser shows as SVG may, in
   * the reader's fonts; one drawn for a raster photo may not (no font is relied on on the server), so
   * its blackboard gets chalk strokes and it has no caption.
   */
  lettered?: boolean;
  /** Leave a classroom's blackboard blank: its words are lettered onto the photo as outlines. */
  blankBoard?: boolean;
}

/**
 * Draws a flat-style SVG illustration: a gradient background and a motif in one of six colour
 * palettes chosen by the generator, so covers are varied yet coherent.
 */
export function drawIllustration(prng: Prng, options: IllustrationOptions): string {
  const { width: w, height: h, motif } = options;
  const lettered = options.lettered ?? true;
  const palette = prng.pick(PALETTES);
  const gradientId = `bg${prng.int(0, 1e6)}`;
  const caption =
    options.caption && lettered
      ? `<rect x="0" y="${h - h * 0.16}" width="${w}" height="${h * 0.16}" fill="${palette[0]}" opacity="0.75"/><text x="${w * 0.04}" y="${h - h * 0.05}" font-size="${h * 0.07}" fill="#ffffff" font-family="'Noto Sans CJK SC','Microsoft YaHei',sans-serif">${escapeText(options.caption)}</text>`
      : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">`,
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette[4]}"/><stop offset="1" stop-color="${palette[2]}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#${gradientId})"/>`,
    DRAWERS[motif](prng, palette, w, h, lettered, options.blankBoard ?? false),
    caption,
    '</svg>',
  ].join('');
}
