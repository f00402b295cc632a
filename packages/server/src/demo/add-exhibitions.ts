import type { DemoBuilder } from './create-demo-builder';
import { DAY_MS, DEMO_ANCHOR_TIME_MS } from './demo-time';

/** An exhibit of an exhibition: an awarded contest entry, a paint award or a practice album, by id. */
interface ExhibitReference {
  type: 'entry' | 'paint' | 'album';
  id: string;
}

/**
 * Adds the exhibition hall (/exhibition): curated exhibitions of award-winning works (awarded contest
 * entries, first and second paint awards) and of practice albums, each in a hall, for a period.
 */
export function addExhibitions(builder: DemoBuilder): void {
  const { out, banner, content, personName } = builder;
  const entries = out.files.filter((file) => file.category === 'contest-entry' && file.award);
  const paintings = out.content.filter((row) => row.kind === 'paint-award' && row.type_code !== '3');
  const albums = out.content.filter((row) => row.kind === 'practice-album');
  const half = Math.ceil(albums.length / 2);
  const exhibitions: {
    title: string;
    summary: string;
    type: 'works' | 'albums';
    motif: 'classroom' | 'art' | 'landscape' | 'sports';
    exhibits: ExhibitReference[];
  }[] = [
    {
      title: '2026年度教学资源评比获奖作品展',
      summary: '汇集全县教学资源评比、科技创新和读书征文活动的获奖作品，展示教师与学生的优秀成果。',
      type: 'works',
      motif: 'classroom',
      exhibits: entries.map((file) => ({ type: 'entry', id: file.id })),
    },
    {
      title: '“美丽叶县”少儿绘画获奖作品展',
      summary: '展出全县中小学生绘画比赛一、二等奖作品，用画笔描绘家乡叶县的山水与生活。',
      type: 'works',
      motif: 'art',
      exhibits: paintings.map((row) => ({ type: 'paint', id: row.id })),
    },
    {
      title: '劳动与实践：学生实践活动相册展',
      summary: '记录全县学生走进田野、基地和社区开展劳动与综合实践活动的精彩瞬间。',
      type: 'albums',
      motif: 'landscape',
      exhibits: albums.slice(0, half).map((row) => ({ type: 'album', id: row.id })),
    },
    {
      title: '校园四季：实践基地影像展',
      summary: '春种秋收、运动赛场、艺术舞台，一组组照片展现叶县校园的四季与成长。',
      type: 'albums',
      motif: 'sports',
      exhibits: albums.slice(half).map((row) => ({ type: 'album', id: row.id })),
    },
  ];
  exhibitions.forEach((exhibition, index) => {
    const start = new Date(DEMO_ANCHOR_TIME_MS - (60 - index * 10) * DAY_MS);
    content({
      kind: 'exhibition',
      title: exhibition.title,
      summary: exhibition.summary,
      type_code: exhibition.type,
      sort_order: index + 1,
      published_at: start.toISOString(),
      cover: banner(`exhibition-${index + 1}`, exhibition.motif, exhibition.title, 1200, 420),
      extra: JSON.stringify({
        hall: `${['一', '二', '三', '四'][index] ?? index + 1}号展厅`,
        curator: personName(),
        startDate: start.toISOString().slice(0, 10),
        endDate: new Date(start.getTime() + 180 * DAY_MS).toISOString().slice(0, 10),
        exhibits: exhibition.exhibits,
      }),
    });
  });
}
