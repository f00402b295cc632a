import { createLetterer, type Letterer } from './create-letterer';
import type { DemoPicture } from './demo-content';
import { prepareDemoFiles, renderDemoFile } from './demo-file-source';
import type { DemoFileSource } from './demo-file-source-type';
import { encodeDemoPicture } from './encode-demo-picture';

/** What a demo seed stores besides its rows: each file's recipe and each picture, under its storage key. */
export interface DemoMediaRequest {
  files: readonly { key: string; source: DemoFileSource }[];
  pictures: readonly DemoPicture[];
}

/** Renders a seed's media: storage key -> bytes. */
export type DemoMediaRenderer = (request: DemoMediaRequest) => Promise<Map<string, Buffer>>;

/**
 * Renders the media in this process. Faster when one process seeds many databases (tests): the demo files'
 * audio, video and images are cached between seeds, and no process is started. But the rendering leaves the
 * process holding its peak memory: see `renderDemoMediaApart`.
 */
export const renderDemoMediaHere: DemoMediaRenderer = async ({ files, pictures }) => {
  let letterer: Letterer | undefined;
  const letter = () => {
    letterer ??= createLetterer();
    return letterer;
  };
  // Files first, then the pictures (all at once, on libvips' threads). Started together, the pictures took
  // the thread pool from the files' lettering, which waited behind them, and their memory added up.
  await prepareDemoFiles(
    files.map((file) => file.source),
    letter,
  );
  const media = new Map<string, Buffer>();
  for (const file of files) if (!media.has(file.key)) media.set(file.key, await renderDemoFile(file.source, letter));
  const encoded = await Promise.all(
    pictures.map(async (picture) => [picture.key, await encodeDemoPicture(picture, letter)] as const),
  );
  for (const [key, bytes] of encoded) media.set(key, bytes);
  return media;
};
