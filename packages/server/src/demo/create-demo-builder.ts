import { FILE_URL_PREFIX } from '../constants';
import { DEMO_USERS } from '../db/demo-users';
import type { PortalContentTable, PortalFileTable } from '../db/portal-schema';
import { newContentRow, newFileRow } from '../portal/new-portal-rows';
import { createPrng, type Prng } from './create-prng';
import type { DemoContent, DemoFile, DemoPicture } from './demo-content';
import { DEMO_CONTENT_TYPES } from './demo-file-source';
import type { DemoFileSource } from './demo-file-source-type';
import { demoStorageKey } from './demo-storage-key';
import { DEMO_ANCHOR_TIME_MS } from './demo-time';
import { drawIllustration, type IllustrationMotif, type IllustrationOptions } from './draw-illustration';
import { FAMILY_NAMES, GIVEN_NAMES, YE_COUNTY_TOWNS } from './ye-county';

/** Two short pentatonic tunes (Hz; 0 is a rest). */
const MELODIES = [
  [262, 294, 330, 392, 440, 392, 330, 0],
  [392, 440, 523, 440, 392, 330, 294, 262],
] as const;

/**
 * The shared state of one demo generation: the seeded generator, the rows written so far and the id
 * counters. Every helper draws from the one `prng`, so the order of calls decides the output: the
 * `add*` steps must run in the order `generateDemoContent` gives them.
 */
export interface DemoBuilder {
  prng: Prng;
  out: DemoContent;
  /** The id the next content row will get (pictures are named after it before the row is added). */
  nextContentId(): number;
  /** A fresh id for comments, messages and collections. */
  takeOtherId(): string;
  /** An ISO time between one hour and `maxDays` days before the anchor day. */
  dateBack(maxDays: number): string;
  /**
   * Draws a photo (a cover, an avatar, the logo) into `out.pictures` and returns its file URL: stored as a
   * raster picture, as a county's real photos are, without a caption (the card beside it names it).
   */
  picture(name: string, motif: IllustrationMotif, width?: number, height?: number): string;
  /** Draws a classroom photo whose blackboard shows `board` (a lesson's topic), lettered as outlines. */
  classroomPicture(name: string, board: string): string;
  /**
   * Draws a banner (a carousel slide, an advertisement, a contest or exhibition banner, a magazine cover)
   * with its caption into `out.pictures` and returns its file URL: stored as SVG, so the reader's browser
   * letters the caption in the reader's fonts.
   */
  banner(name: string, motif: IllustrationMotif, caption: string, width?: number, height?: number): string;
  /** A random Chinese full name, never one given before (nor a demo user's). */
  personName(): string;
  /** Name of a town by code; the county when there is none. */
  townName(code: string | null): string;
  /** Adds a content row with defaults for the fields not given. */
  content(row: Partial<PortalContentTable> & Pick<PortalContentTable, 'kind' | 'title'>): PortalContentTable;
  /** Adds a file row (its name gets the extension of `source`). */
  addFile(
    row: Partial<PortalFileTable> & Pick<PortalFileTable, 'category' | 'file_name'>,
    source: DemoFileSource,
  ): DemoFile;
  /** A seed for a painted scene (its colours and hills), so pictures and videos differ. */
  sceneSeed(): number;
  /** One of the shared melodies. */
  melody(): DemoFileSource;
}

/** Draws before the name pool is declared spent: far more than the demo's few hundred people need. */
const NAME_TRIES = 2_000;

/** Starts an empty demo data set for `seed`. */
export function createDemoBuilder(seed: number): DemoBuilder {
  const prng = createPrng(seed);
  const out: DemoContent = {
    towns: [],
    schools: [],
    teachers: [],
    classes: [],
    classMembers: [],
    profiles: [],
    content: [],
    files: [],
    comments: [],
    messages: [],
    studioMembers: [],
    appCollections: [],
    collections: [],
    pictures: [],
    contributions: [],
  };
  let nextContentId = 100_001;
  let nextFileId = 500_001;
  let nextOtherId = 900_001;
  const dateBack = (maxDays: number): string =>
    new Date(DEMO_ANCHOR_TIME_MS - prng.int(60, maxDays * 24 * 60) * 60_000).toISOString();
  const draw = (name: string, format: DemoPicture['format'], options: IllustrationOptions): string => {
    const key = `demo/images/${name}.${format}`;
    out.pictures.push({ key, format, svg: drawIllustration(prng, options) });
    return `${FILE_URL_PREFIX}${key}`;
  };
  const picture = (name: string, motif: IllustrationMotif, width = 640, height = 360): string =>
    draw(name, 'webp', { motif, width, height, lettered: false });
  const classroomPicture = (name: string, board: string): string => {
    const [width, height] = [640, 360];
    const url = draw(name, 'webp', { motif: 'classroom', width, height, lettered: false, blankBoard: true });
    // The board spans 70% of the width; CJK glyphs are about one em wide, Latin ones narrower.
    const size = Math.min(height * 0.09, (width * 0.62) / Math.max(1, [...board].length));
    const drawn = out.pictures.at(-1);
    if (drawn)
      drawn.lettering = [{ text: board, x: width / 2, y: height * 0.31, size, fill: '#f8fafc', anchor: 'middle' }];
    return url;
  };
  // A banner without a caption is one the portal letters itself (slides, ads): it carries no text at all,
  // not even a blackboard's formula, so the page's words are the only words on it.
  const banner = (name: string, motif: IllustrationMotif, caption: string, width = 640, height = 360): string =>
    draw(name, 'svg', caption ? { motif, width, height, caption } : { motif, width, height, lettered: false });
  const content: DemoBuilder['content'] = (row) => {
    const item = newContentRow({
      id: String(nextContentId++),
      author_name: '叶县教育体育局',
      view_count: prng.int(20, 3000),
      published_at: dateBack(120),
      ...row,
    });
    out.content.push(item);
    return item;
  };
  const addFile: DemoBuilder['addFile'] = (row, source) => {
    const id = String(nextFileId++);
    const ext = source.kind;
    const file: DemoFile = {
      ...newFileRow({
        id,
        file_ext: ext,
        storage_key: demoStorageKey(id, source),
        size: 0,
        content_type: DEMO_CONTENT_TYPES[ext],
        uploader_name: '叶县教育体育局',
        view_count: prng.int(10, 2000),
        download_count: prng.int(0, 400),
        created_at: dateBack(150),
        ...row,
      }),
      source,
    };
    file.file_name = `${row.file_name}.${ext}`;
    out.files.push(file);
    return file;
  };
  // One name, one person: a county reader who meets 赵思远 at three schools stops believing the lists.
  const givenNames = new Set<string>(DEMO_USERS.map((user) => user.userName));
  const personName = (): string => {
    for (let attempt = 0; attempt < NAME_TRIES; attempt++) {
      const name = `${prng.pick(FAMILY_NAMES)}${prng.pick(GIVEN_NAMES)}`;
      if (givenNames.has(name)) continue;
      givenNames.add(name);
      return name;
    }
    throw new Error('The demo has run out of person names');
  };
  return {
    prng,
    out,
    nextContentId: () => nextContentId,
    takeOtherId: () => String(nextOtherId++),
    dateBack,
    picture,
    classroomPicture,
    banner,
    personName,
    townName: (code) => YE_COUNTY_TOWNS.find((t) => t.code === code)?.name ?? '叶县',
    content,
    addFile,
    sceneSeed: () => prng.int(1, 1_000_000),
    melody: () => ({ kind: 'mp3', notesHz: [...prng.pick(MELODIES)] }),
  };
}
