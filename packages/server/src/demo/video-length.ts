import type { DemoFileSource } from './demo-file-source-type';

/** How long a demo video plays, in seconds: its title card and its slides, each held `slideSeconds`. */
export function videoSeconds(source: DemoFileSource): number {
  return source.kind === 'mp4' ? (source.slides.length + 1) * source.slideSeconds : 0;
}

/** "00:42": a video's length as the portal lists it. */
export function formatDuration(seconds: number): string {
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
