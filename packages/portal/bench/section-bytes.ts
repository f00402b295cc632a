import type { WireRecord } from '@edu/browser-harness';

/** What one route's section adds on the wire to what every page loads. */
export interface SectionBytes {
  path: string;
  section: string;
  /** JS and CSS bytes on the wire (headers included) of the files no other route needed too… */
  bytes: number;
  /** …and those files' paths. */
  files: readonly string[];
}

/** One cold load of a route: its path, its section and the code it fetched (JS and CSS, before the widget). */
export interface RouteCodeLoad {
  path: string;
  section: string;
  code: readonly WireRecord[];
}

const pathOf = (url: string) => new URL(url).pathname;

/**
 * Each route's section bytes: the code it fetched minus the shared code, the files every measured route
 * fetched (the entry, React DOM, the frame). What remains is the section's own chunks and the shared
 * component chunks it pulls in (a search bar, a pagination), which a first visit to the section pays for.
 * With a single route nothing is known to be shared, so all its code counts.
 */
export function sectionBytesOf(loads: readonly RouteCodeLoad[]): SectionBytes[] {
  const filesOf = (load: RouteCodeLoad) => new Set(load.code.map((record) => pathOf(record.url)));
  const [first, ...rest] = loads.map(filesOf);
  const shared =
    loads.length > 1 && first
      ? new Set([...first].filter((file) => rest.every((files) => files.has(file))))
      : new Set();
  return loads.map((load) => {
    const own = load.code.filter((record) => !shared.has(pathOf(record.url)));
    return {
      path: load.path,
      section: load.section,
      bytes: own.reduce((sum, record) => sum + record.transferredBytes, 0),
      files: own.map((record) => pathOf(record.url)),
    };
  });
}
