import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Where Debian's fonts-noto-cjk puts the bold and regular faces. */
const DEBIAN_CJK_FONTS = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
];

/** How long fontconfig may take to answer, in milliseconds (it reads its cache; a cold one takes longer). */
const FC_MATCH_TIMEOUT_MS = 5000;

/**
 * A font file with Chinese glyphs for the video label: what fontconfig (`fc-match`) picks for Noto Sans CJK
 * SC Bold, when that really is a CJK font (fc-match answers its nearest font, any font, when there is none),
 * else one of Debian's known paths; undefined when there is none.
 */
export function findCjkFont(): string | undefined {
  try {
    const matched = execFileSync('fc-match', ['-f', '%{file}', 'Noto Sans CJK SC:style=Bold'], {
      encoding: 'utf8',
      timeout: FC_MATCH_TIMEOUT_MS,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (/cjk/i.test(path.basename(matched)) && existsSync(matched)) return matched;
  } catch {
    // No fontconfig on this machine: try the known paths.
  }
  return DEBIAN_CJK_FONTS.find((file) => existsSync(file));
}
