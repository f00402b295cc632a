/** Albums or videos: /zhsj/media and /zhsj/media/{id} say which with `?type=`. */
export type MediaType = 'album' | 'video';

/** The `type` of a query string; albums unless it says `video`. */
export function mediaTypeOf(search: string): MediaType {
  return new URLSearchParams(search).get('type') === 'video' ? 'video' : 'album';
}

/** The picture the viewer shows after a step, staying inside the album (no wrap-around). */
export function stepPicture(index: number, step: -1 | 1, count: number): number {
  return Math.min(Math.max(index + step, 0), Math.max(count - 1, 0));
}
