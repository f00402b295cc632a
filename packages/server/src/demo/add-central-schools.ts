import type { DemoBuilder } from './create-demo-builder';
import { DEMO_ANCHOR_TIME_MS } from './demo-time';

/** What central schools offer after class (课后服务项目). */
const PROGRAMMES = [
  '作业辅导',
  '经典诵读',
  '书法练习',
  '合唱',
  '舞蹈',
  '篮球',
  '足球',
  '乒乓球',
  '科学小实验',
  '编程启蒙',
  '剪纸',
  '豫剧进校园',
  '国际象棋',
  '绘画',
] as const;

const STREETS = ['建设路', '文化路', '育才路', '昆阳大道', '振兴路'] as const;

/**
 * Adds the central school (中心学校) of every town: the school that runs the town's after-school services
 * (课后服务) for its primary and junior schools, with its contact, hours and programmes.
 */
export function addCentralSchools(builder: DemoBuilder): void {
  const { prng, out, picture, content, personName } = builder;
  out.towns.forEach((town, index) => {
    const schools = out.schools.filter((school) => school.town_code === town.code && school.phase_id !== '4');
    const programmes = prng.sample(PROGRAMMES, prng.int(4, 6));
    const participants = prng.int(400, 3200);
    content({
      kind: 'central-school',
      title: `${town.name}中心学校`,
      summary: `${town.name}中心学校统筹全${town.name.endsWith('街道') ? '街道' : '乡镇'}中小学课后服务，开设${programmes.slice(0, 3).join('、')}等项目，每周五天，覆盖学生${participants}人。`,
      town_code: town.code,
      sort_order: index + 1,
      // Dated a minute apart in the county's town order, so the newest-first list keeps that order.
      published_at: new Date(DEMO_ANCHOR_TIME_MS - index * 60_000).toISOString(),
      cover: picture(`central-school-${town.code}`, prng.pick(['classroom', 'sports', 'art'] as const)),
      author_name: `${town.name}中心学校`,
      extra: JSON.stringify({
        principal: personName(),
        phone: `0375-8${prng.int(100_000, 999_999)}`,
        address: `河南省平顶山市叶县${town.name}${prng.pick(STREETS)}${prng.int(1, 200)}号`,
        serviceTime: prng.pick(['周一至周五 16:30-18:00', '周一至周五 16:40-18:10', '周一至周五 17:00-18:30']),
        programmes,
        schoolCount: Math.max(schools.length, prng.int(4, 14)),
        participantCount: participants,
      }),
    });
  });
}
