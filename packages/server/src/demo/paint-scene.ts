import type { Prng } from './create-prng';
import {
  createRaster,
  fillBelow,
  fillCircle,
  fillRect,
  fillVerticalGradient,
  mixColour,
  type Raster,
  type Rgb,
} from './raster';

/** Colours of one painted scene. */
export interface ScenePalette {
  skyTop: Rgb;
  skyBottom: Rgb;
  far: Rgb;
  near: Rgb;
  accent: Rgb;
}

/** Palettes for dawn, noon, autumn, dusk and spring scenes. */
export const SCENE_PALETTES: readonly ScenePalette[] = [
  {
    skyTop: [255, 183, 128],
    skyBottom: [255, 236, 200],
    far: [120, 144, 180],
    near: [70, 120, 90],
    accent: [255, 240, 120],
  },
  {
    skyTop: [70, 150, 230],
    skyBottom: [190, 225, 250],
    far: [110, 170, 130],
    near: [60, 140, 70],
    accent: [255, 250, 210],
  },
  {
    skyTop: [240, 170, 90],
    skyBottom: [250, 220, 160],
    far: [170, 110, 70],
    near: [200, 120, 40],
    accent: [255, 255, 230],
  },
  {
    skyTop: [60, 50, 120],
    skyBottom: [230, 120, 120],
    far: [90, 70, 120],
    near: [50, 60, 90],
    accent: [255, 210, 150],
  },
  {
    skyTop: [120, 200, 220],
    skyBottom: [225, 245, 235],
    far: [140, 200, 160],
    near: [90, 170, 100],
    accent: [255, 190, 210],
  },
];

/**
 * Paints a landscape with a school building: sky gradient, two mountain ridges, a sun, a schoolhouse
 * with windows and a flag, and trees. `sunProgress` (0-1) moves the sun across the sky, which the video
 * generator uses to animate frames.
 */
export function paintSchoolScene(
  width: number,
  height: number,
  palette: ScenePalette,
  prng: Prng,
  sunProgress = 0.3,
): Raster {
  const raster = createRaster(width, height);
  const horizon = Math.round(height * 0.62);
  fillVerticalGradient(raster, 0, horizon + 20, palette.skyTop, palette.skyBottom);
  const sunX = width * (0.1 + 0.8 * sunProgress);
  const sunY = height * (0.38 - 0.22 * Math.sin(Math.PI * sunProgress));
  fillCircle(raster, sunX, sunY, height * 0.09, palette.accent);
  const phase1 = prng.next() * 6;
  const phase2 = prng.next() * 6;
  fillBelow(
    raster,
    (x) => horizon - height * 0.18 - Math.sin(x / (width / 5) + phase1) * height * 0.08,
    mixColour(palette.far, palette.skyBottom, 0.3),
  );
  fillBelow(raster, (x) => horizon - Math.sin(x / (width / 3) + phase2) * height * 0.05, palette.near);
  // The schoolhouse: walls, roof, door, windows and a flag pole.
  const houseW = Math.round(width * 0.34);
  const houseH = Math.round(height * 0.22);
  const houseX = Math.round(width * 0.5 - houseW / 2);
  const houseY = horizon - Math.round(houseH * 0.6);
  fillRect(raster, houseX, houseY, houseW, houseH, [245, 240, 230]);
  fillRect(raster, houseX - 4, houseY - 6, houseW + 8, 6, [190, 60, 50]);
  fillRect(
    raster,
    houseX + houseW / 2 - houseW * 0.06,
    houseY + houseH * 0.45,
    houseW * 0.12,
    houseH * 0.55,
    [140, 90, 60],
  );
  for (let i = 0; i < 4; i++) {
    const wx = houseX + houseW * (0.08 + i * 0.24);
    if (i === 2) continue;
    fillRect(raster, wx, houseY + houseH * 0.2, houseW * 0.14, houseH * 0.22, [120, 180, 230]);
  }
  fillRect(raster, houseX + houseW + 6, houseY - houseH * 0.8, 2, houseH * 1.6, [90, 90, 90]);
  fillRect(raster, houseX + houseW + 8, houseY - houseH * 0.8, width * 0.05, height * 0.035, [220, 40, 40]);
  // Trees along the hill.
  const trees = prng.int(3, 6);
  for (let i = 0; i < trees; i++) {
    const tx = prng.pick([prng.int(4, houseX - 12), prng.int(houseX + houseW + 20, width - 8)]);
    const ty = horizon + prng.int(-4, 10);
    fillRect(raster, tx - 1, ty, 3, height * 0.08, [110, 75, 45]);
    fillCircle(raster, tx, ty, height * 0.05, mixColour(palette.near, [30, 90, 40], 0.5));
  }
  return raster;
}
