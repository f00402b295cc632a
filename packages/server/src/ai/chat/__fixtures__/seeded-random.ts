/**
 * Numbers in [0, 1) from a seed (mulberry32): the tests cut streams at "random" sizes that are the same
 * on every run, so a failing cut can be reproduced.
 */
export function seededRandom(seed: number): () => number {
  let value = seed;
  return () => {
    value = (value + 0x6d2b79f5) | 0;
    let mixed = Math.imul(value ^ (value >>> 15), 1 | value);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}
