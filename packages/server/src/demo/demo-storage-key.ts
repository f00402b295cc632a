import type { DemoFileSource } from './demo-file-source';

/** Storage key of a demo file: media from the shared pool share one key per recipe. */
export function demoStorageKey(id: string, source: DemoFileSource): string {
  if (source.kind === 'mp3') return `demo/media/melody-${source.notesHz.join('-')}.mp3`;
  if (source.kind === 'png' || source.kind === 'jpg' || source.kind === 'mp4') {
    return `demo/media/scene-${source.seed}.${source.kind}`;
  }
  return `demo/files/${id}.${source.kind}`;
}
