import { SECTION_GUIDES } from '@edu/content';
import { describe, expect, it } from 'vitest';
import { hasVoiceExplanation } from './has-voice-explanation';
import { findVoiceExplanationGuides, voiceExplanationText } from './voice-explanation-text';

const script = (id: string) => SECTION_GUIDES.find((guide) => guide.id === id)?.script ?? 'missing';

describe('hasVoiceExplanation', () => {
  it.each([
    ['/index', true],
    ['/zhsj', true],
    ['/resource', true],
    ['/contest/list', true],
    ['/lyyk', true],
    ['/three-studio', true],
    ['/', true],
    ['/zhsj/', true],
    ['/resource?page=2#top', true],
    ['/zhsj/media', false],
    ['/three-studio/detail', false],
    ['/contest', false],
    ['/contest/result', false],
    ['/application', false],
    ['/login', false],
    ['/404', false],
    ['/personal', false],
  ])('path %s → %s', (pathname, expected) => {
    expect(hasVoiceExplanation({ pathname })).toBe(expected);
  });

  it.each([
    ['index', true],
    ['zhsj', true],
    ['resource', true],
    ['list', true],
    ['lyyk', true],
    ['ThreeStudio', true],
    ['threeStudio', false],
    ['Page403', false],
  ])('route name %s on a path without voice → %s', (routeName, expected) => {
    expect(hasVoiceExplanation({ pathname: '/somewhere', routeName })).toBe(expected);
  });
});

describe('voiceExplanationText', () => {
  it.each([
    ['/zhsj', 'green-health-practice'],
    ['/resource', 'resource-centre'],
    ['/contest/list', 'contest'],
    ['/lyyk', 'two-research-one-journal'],
    ['/three-studio', 'three-studios'],
  ])('%s reads the %s presenter script', (pathname, id) => {
    expect(voiceExplanationText({ pathname })).toBe(script(id));
  });

  it('the home page reads the home script, then the three-classroom block shown on it', () => {
    expect(findVoiceExplanationGuides({ pathname: '/index' }).map((guide) => guide.id)).toEqual([
      'home',
      'three-classroom',
    ]);
    expect(voiceExplanationText({ pathname: '/' })).toBe(script('home') + script('three-classroom'));
  });

  it.each([
    ['index', ['home', 'three-classroom']],
    ['zhsj', ['green-health-practice']],
    ['resource', ['resource-centre']],
    ['list', ['contest']],
    ['lyyk', ['two-research-one-journal']],
    ['ThreeStudio', ['three-studios']],
  ])('route name %s reads %j, whatever the path', (routeName, ids) => {
    expect(findVoiceExplanationGuides({ pathname: '/x', routeName }).map((guide) => guide.id)).toEqual(ids);
  });

  it.each(['/zhsj/media', '/application', '/login', '/information'])('%s has nothing to read', (pathname) => {
    expect(voiceExplanationText({ pathname })).toBe('');
  });

  it('every voice location has a text of presenter length', () => {
    for (const pathname of ['/index', '/zhsj', '/resource', '/contest/list', '/lyyk', '/three-studio']) {
      expect(voiceExplanationText({ pathname }).length).toBeGreaterThanOrEqual(150);
    }
  });
});
