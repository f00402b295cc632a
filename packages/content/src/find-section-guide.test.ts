import { describe, expect, it } from 'vitest';
import { findSectionGuideById, findSectionGuideForPath, findSectionGuideForRouteName } from './find-section-guide';
import type { SectionGuide } from './section-guide';

describe('findSectionGuideForPath', () => {
  it.each([
    ['/index', 'home'],
    ['/', 'home'],
    ['', 'home'],
    ['/index/', 'home'],
    ['/index?from=nav#top', 'home'],
    ['/zhsj', 'green-health-practice'],
    ['/zhsj/', 'green-health-practice'],
    ['/zhsj/articlelist', 'practice-articles'],
    ['/zhsj/article/42', 'practice-articles'],
    ['/zhsj/schools', 'practice-schools'],
    ['/zhsj/schools/7', 'practice-schools'],
    ['/zhsj/media/3', 'practice-media'],
    ['/zhsj/activityList', 'practice-activities'],
    ['/zhsj/activityDetail', 'practice-activities'],
    ['/resource', 'resource-centre'],
    ['/contest/list', 'contest'],
    ['/contest/result', 'contest'],
    ['/contest/resourceList', 'contest'],
    ['/lyyk', 'two-research-one-journal'],
    ['/lyyk/article/12', 'two-research-one-journal'],
    ['/lyyk/manage', 'two-research-one-journal'],
    ['/three-studio', 'three-studios'],
    ['/three-studio/detail?id=5', 'three-studios'],
    ['/three-studio/jyyjDetail', 'three-studios'],
    ['/application', 'applications'],
    ['/information', 'information'],
    ['/detial/9', 'information'],
    ['/jhmessage', 'messages'],
    ['/messageInfo/3', 'messages'],
    ['/reform', 'reform'],
    ['/reformInfo/8', 'reform'],
    ['/paint', 'paint'],
    ['/afterService', 'after-school'],
    ['/networkSafety', 'network-safety'],
    ['/personal?typeIndex=2', 'personal-centre'],
  ])('%s → %s', (path, id) => {
    expect(findSectionGuideForPath(path)?.id).toBe(id);
  });

  it.each(['/login', '/404', '/indexes', '/zhsjx', '/resources', '/three-studios', '/contest2'])(
    '%s has no guide (whole path segments only)',
    (path) => {
      expect(findSectionGuideForPath(path)).toBeUndefined();
    },
  );

  it('never returns a guide that is a block of another page', () => {
    const guides: SectionGuide[] = [
      { id: 'block', title: '区块', path: '/page', anchor: 'block', summary: '页面中的一个区块。', keywords: ['区块'] },
      { id: 'page', title: '页面', path: '/page', summary: '页面本身的说明。', keywords: ['页面'] },
    ];
    expect(findSectionGuideForPath('/page', guides)?.id).toBe('page');
  });
});

describe('findSectionGuideForRouteName', () => {
  it.each([
    ['index', 'home'],
    ['zhsj', 'green-health-practice'],
    ['resource', 'resource-centre'],
    ['list', 'contest'],
    ['lyyk', 'two-research-one-journal'],
    ['ThreeStudio', 'three-studios'],
  ])('%s → %s', (name, id) => {
    expect(findSectionGuideForRouteName(name)?.id).toBe(id);
  });

  it.each(['threestudio', 'Index', 'login', ''])('%s has no guide', (name) => {
    expect(findSectionGuideForRouteName(name)).toBeUndefined();
  });
});

describe('findSectionGuideById', () => {
  it('finds the three classrooms, which have no page of their own', () => {
    const guide = findSectionGuideById('three-classroom');
    expect(guide?.path).toBe('/index');
    expect(guide?.anchor).toBe('three-classroom');
  });
});
