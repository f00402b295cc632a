import { describe, expect, it } from 'vitest';
import { SECTION_GUIDES } from './section-guides';
import { VOICE_EXPLANATION_PATHS, VOICE_EXPLANATION_ROUTE_NAMES } from './voice-explanation-paths';

/** Characters as a reader counts them: code points, punctuation included. */
function characterCount(text: string): number {
  return [...text].length;
}

const PRESENTER_SECTIONS = [
  'home',
  'three-classroom',
  'green-health-practice',
  'resource-centre',
  'contest',
  'two-research-one-journal',
  'three-studios',
];

describe('SECTION_GUIDES', () => {
  it('has unique ids, unique route names and unique page paths', () => {
    const ids = SECTION_GUIDES.map((guide) => guide.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routeNames = SECTION_GUIDES.flatMap((guide) => (guide.routeName ? [guide.routeName] : []));
    expect(new Set(routeNames).size).toBe(routeNames.length);
    const pagePaths = SECTION_GUIDES.filter((guide) => guide.anchor === undefined).map((guide) => guide.path);
    expect(new Set(pagePaths).size).toBe(pagePaths.length);
  });

  it.each(PRESENTER_SECTIONS)('has a Chinese presenter script of 150-400 characters for %s', (id) => {
    const guide = SECTION_GUIDES.find((candidate) => candidate.id === id);
    const script = guide?.script ?? '';
    expect(characterCount(script)).toBeGreaterThanOrEqual(150);
    expect(characterCount(script)).toBeLessThanOrEqual(400);
    // Mostly Han characters: a script read by a zh-CN voice, not English left-overs.
    const han = script.match(/\p{Script=Han}/gu) ?? [];
    expect(han.length / characterCount(script)).toBeGreaterThan(0.75);
  });

  it('keeps every script that exists within 150-400 characters', () => {
    for (const guide of SECTION_GUIDES) {
      if (guide.script === undefined) continue;
      const length = characterCount(guide.script);
      expect(length, guide.id).toBeGreaterThanOrEqual(150);
      expect(length, guide.id).toBeLessThanOrEqual(400);
    }
  });

  it('gives every guide a title, an absolute path, a summary and keywords', () => {
    for (const guide of SECTION_GUIDES) {
      expect(guide.title.length, guide.id).toBeGreaterThan(0);
      expect(guide.path, guide.id).toMatch(/^\/[A-Za-z]/);
      expect(characterCount(guide.summary), guide.id).toBeGreaterThanOrEqual(10);
      expect(guide.keywords.length, guide.id).toBeGreaterThan(0);
      for (const alias of guide.aliases ?? []) expect(alias, guide.id).toMatch(/^\/[A-Za-z]/);
    }
  });

  it('has a script for every voice-explanation path and route name', () => {
    for (const path of VOICE_EXPLANATION_PATHS) {
      const guide = SECTION_GUIDES.find((candidate) => candidate.path === path && candidate.anchor === undefined);
      expect(guide?.script, path).toBeTypeOf('string');
    }
    for (const name of VOICE_EXPLANATION_ROUTE_NAMES) {
      const guide = SECTION_GUIDES.find((candidate) => candidate.routeName === name);
      expect(guide?.script, name).toBeTypeOf('string');
      expect(VOICE_EXPLANATION_PATHS).toContain(guide?.path);
    }
  });
});
