import { FILE_URL_PREFIX } from '../portal/portal-constants';
import type {
  PortalAppCollectionTable,
  PortalClassMemberTable,
  PortalClassTable,
  PortalCollectionTable,
  PortalCommentTable,
  PortalContentTable,
  PortalFileTable,
  PortalMessageTable,
  PortalProfileTable,
  PortalSchoolTable,
  PortalStudioMemberTable,
  PortalTeacherTable,
  PortalTownTable,
} from '../portal/portal-database';
import { createPrng } from './create-prng';
import { DEMO_CONTENT_TYPES, type DemoFileSource } from './demo-file-source';
import * as text from './demo-text';
import { drawIllustration, type IllustrationMotif } from './draw-illustration';
import {
  FAMILY_NAMES,
  GIVEN_NAMES,
  GRADES,
  SCHOOL_YEARS,
  SUBJECTS,
  TEACHER_TITLES,
  YE_COUNTY_SCHOOLS,
  YE_COUNTY_TOWNS,
} from './ye-county';

/** A demo file row with the recipe for its bytes. */
export type DemoFile = PortalFileTable & { source: DemoFileSource };

/** An SVG picture (cover, carousel slide, avatar) stored in the file store under `key`. */
export interface DemoPicture {
  key: string;
  svg: string;
}

/** Everything the demo seed writes. */
export interface DemoContent {
  towns: PortalTownTable[];
  schools: PortalSchoolTable[];
  teachers: PortalTeacherTable[];
  classes: PortalClassTable[];
  classMembers: PortalClassMemberTable[];
  profiles: PortalProfileTable[];
  content: PortalContentTable[];
  files: DemoFile[];
  comments: PortalCommentTable[];
  messages: PortalMessageTable[];
  studioMembers: PortalStudioMemberTable[];
  appCollections: PortalAppCollectionTable[];
  collections: PortalCollectionTable[];
  pictures: DemoPicture[];
}

/** The seed of the shipped demo data. */
export const DEMO_SEED = 20_260_901;
/** The newest demo item is dated this day; older ones step back from it. */
const ANCHOR_TIME_MS = Date.UTC(2026, 10, 16, 9, 0, 0);
const DAY_MS = 86_400_000;

/** The demo users of part 1 plus the portal's `expired` user, by uid. */
export const DEMO_UIDS = {
  teacher: '10001',
  student: '10002',
  lyykAdmin: '10003',
  studioOwner: '10004',
  admin: '10005',
  expired: '10006',
} as const;

const MEDIA_POOL_SEEDS = [101, 202] as const;
/** Two short pentatonic tunes (Hz; 0 is a rest). */
const MELODIES = [
  [262, 294, 330, 392, 440, 392, 330, 0],
  [392, 440, 523, 440, 392, 330, 294, 262],
] as const;

/** Storage key of a file: media from the shared pool share one key per recipe. */
function storageKeyOf(id: string, source: DemoFileSource): string {
  if (source.kind === 'mp3') return `demo/media/melody-${source.notesHz.join('-')}.mp3`;
  if (source.kind === 'png' || source.kind === 'jpg' || source.kind === 'mp4') {
    return `demo/media/scene-${source.seed}.${source.kind}`;
  }
  return `demo/files/${id}.${source.kind}`;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

/**
 * Builds the whole demo data set from a seed: the same seed gives the same rows, pictures and file
 * recipes, so tests and screenshots are stable.
 */
export function generateDemoContent(seed: number = DEMO_SEED): DemoContent {
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
  };
  let nextContentId = 100_001;
  let nextFileId = 500_001;
  let nextOtherId = 900_001;
  const dateBack = (maxDays: number): string =>
    new Date(ANCHOR_TIME_MS - prng.int(60, maxDays * 24 * 60) * 60_000).toISOString();
  const picture = (name: string, motif: IllustrationMotif, caption?: string, width = 640, height = 360): string => {
    const key = `demo/images/${name}.svg`;
    out.pictures.push({ key, svg: drawIllustration(prng, { motif, width, height, ...(caption ? { caption } : {}) }) });
    return `${FILE_URL_PREFIX}${key}`;
  };
  const personName = () => `${prng.pick(FAMILY_NAMES)}${prng.pick(GIVEN_NAMES)}`;

  // Towns and schools.
  YE_COUNTY_TOWNS.forEach((town, index) => {
    out.towns.push({ code: town.code, name: town.name, sort_order: index + 1 });
  });
  const townName = (code: string | null) => YE_COUNTY_TOWNS.find((t) => t.code === code)?.name ?? '叶县';
  YE_COUNTY_SCHOOLS.forEach((school, index) => {
    const id = String(3001 + index);
    out.schools.push({
      id,
      name: school.name,
      town_code: school.townCode,
      phase_id: school.phaseId,
      address: `河南省平顶山市叶县${townName(school.townCode)}${prng.pick(['建设路', '文化路', '育才路', '迎宾大道', '昆阳大道'])}${prng.int(1, 300)}号`,
      intro: `${school.name}位于${townName(school.townCode)}，${prng.pick(['始建于1958年', '始建于1972年', '创办于1985年', '2003年迁入新址'])}，现有教学班${prng.int(12, 60)}个。学校坚持“${prng.pick(['立德树人、全面发展', '以人为本、和谐发展', '崇德尚学、知行合一'])}”的办学理念，是叶县${prng.pick(['文明校园', '书香校园', '智慧教育示范校', '平安校园'])}。`,
      motto: prng.pick(['厚德 博学 求真 创新', '勤奋 守纪 团结 进取', '明德 笃学 健体 尚美']),
      cover: picture(`school-${id}`, prng.pick(['landscape', 'classroom', 'sports'] as const), school.name),
      student_count: school.phaseId === '2' ? prng.int(300, 1500) : prng.int(800, 3500),
      teacher_count: prng.int(30, 220),
      practice: index % 2 === 0 ? 1 : 0,
      view_count: prng.int(200, 5000),
    });
  });

  // Teachers: three per school, with subjects of the school's phase.
  for (const school of out.schools) {
    const subjects = SUBJECTS.filter((s) => (s.phaseIds as readonly string[]).includes(school.phase_id));
    for (let i = 0; i < 3; i++) {
      const id = String(60_001 + out.teachers.length);
      const subject = prng.pick(subjects);
      out.teachers.push({
        id,
        name: personName(),
        school_id: school.id,
        phase_id: school.phase_id,
        subject_id: subject.id,
        title: prng.pick(TEACHER_TITLES),
        avatar: picture(`avatar-${id}`, 'art', undefined, 160, 160),
        intro: `${school.name}${subject.name}教师，从教${prng.int(5, 30)}年，${prng.pick(['县级骨干教师', '市级优秀教师', '县级学科带头人', '市级名师'])}。`,
      });
    }
  }

  // Classes: two per school; the demo teacher heads two classes and the demo student is in one.
  const schoolByName = (name: string) => out.schools.find((s) => s.name === name);
  for (const school of out.schools) {
    const grades = GRADES.filter((g) => g.phaseId === school.phase_id);
    for (let i = 0; i < 2; i++) {
      const grade = prng.pick(grades);
      out.classes.push({
        id: String(7001 + out.classes.length),
        school_id: school.id,
        name: `${grade.name}（${i + 1}）班`,
        grade_id: grade.id,
        phase_id: school.phase_id,
        head_teacher_name: personName(),
        student_count: prng.int(35, 56),
        school_year: SCHOOL_YEARS[0].id,
      });
    }
  }
  const teacherSchool = schoolByName('叶县昆阳镇第一小学');
  const studentSchool = schoolByName('叶县第二初级中学');
  const ownerSchool = schoolByName('叶县实验学校');
  const joined = new Date(ANCHOR_TIME_MS - 80 * DAY_MS).toISOString();
  for (const cls of out.classes) {
    if (cls.school_id === teacherSchool?.id) {
      out.classMembers.push({ class_id: cls.id, uid: DEMO_UIDS.teacher, member_role: 'teacher', joined_at: joined });
      cls.head_teacher_name = '王丽华';
    }
    if (cls.school_id === studentSchool?.id && !out.classMembers.some((m) => m.uid === DEMO_UIDS.student)) {
      out.classMembers.push({ class_id: cls.id, uid: DEMO_UIDS.student, member_role: 'student', joined_at: joined });
    }
  }

  // Profiles of the demo users (part 1 owns the accounts; these are the portal's extra fields).
  const validUntil = new Date(ANCHOR_TIME_MS + 365 * DAY_MS).toISOString();
  const profile = (
    uid: string,
    schoolId: string | undefined,
    subjects: string[],
    userType: string,
    expires = validUntil,
  ) => {
    out.profiles.push({
      uid,
      school_id: schoolId ?? '',
      avatar: picture(`user-${uid}`, 'art', undefined, 160, 160),
      wx_bind: uid === DEMO_UIDS.teacher ? 1 : 0,
      pwd_expire_at: expires,
      subject_ids: JSON.stringify(subjects),
      user_type: userType,
    });
  };
  profile(DEMO_UIDS.teacher, teacherSchool?.id, ['01', '02'], '2');
  profile(DEMO_UIDS.student, studentSchool?.id, ['01', '02', '03'], '3');
  profile(DEMO_UIDS.lyykAdmin, undefined, ['01'], '2');
  profile(DEMO_UIDS.studioOwner, ownerSchool?.id, ['02'], '2');
  profile(DEMO_UIDS.admin, undefined, [], '1');
  profile(DEMO_UIDS.expired, teacherSchool?.id, ['03'], '2', new Date(ANCHOR_TIME_MS - 3 * DAY_MS).toISOString());

  const content = (
    row: Partial<PortalContentTable> & Pick<PortalContentTable, 'kind' | 'title'>,
  ): PortalContentTable => {
    const item: PortalContentTable = {
      id: String(nextContentId++),
      parent_id: null,
      summary: '',
      body: '',
      cover: '',
      link_url: '',
      town_code: null,
      school_id: null,
      phase_id: null,
      grade_id: null,
      subject_id: null,
      type_code: null,
      author_id: null,
      author_name: '叶县教育体育局',
      view_count: prng.int(20, 3000),
      sort_order: 0,
      published_at: dateBack(120),
      extra: '{}',
      ...row,
    };
    out.content.push(item);
    return item;
  };
  const article = (template: string, motif: IllustrationMotif) => {
    const school = prng.pick(out.schools);
    const subject = prng.pick(SUBJECTS);
    const values = {
      town: townName(school.town_code),
      school: school.name,
      subject: subject.name,
      n: String(prng.int(20, 40)),
    };
    const paragraphs = [
      fill(prng.pick(text.OPENINGS), values),
      ...prng.sample(text.MIDDLES, 2).map((p) => fill(p, values)),
      fill(prng.pick(text.CLOSINGS), values),
    ];
    return {
      title: fill(template, values),
      summary: paragraphs[0] ?? '',
      body: paragraphs.map((p) => `<p>${p}</p>`).join(''),
      school,
      subject,
      motif,
    };
  };

  // Information articles of every type.
  for (const type of text.ARTICLE_TYPES) {
    for (const template of type.titles) {
      const a = article(template, prng.pick(['classroom', 'books', 'landscape', 'science'] as const));
      content({
        kind: 'article',
        title: a.title,
        summary: a.summary,
        body: a.body,
        type_code: type.id,
        town_code: a.school.town_code,
        school_id: a.school.id,
        cover: picture(`article-${nextContentId}`, a.motif),
        extra: JSON.stringify({
          typeName: type.name,
          source: prng.pick(['叶县教育体育局', a.school.name, '县教研室']),
        }),
      });
    }
  }

  // Evaluation-reform news.
  for (const template of text.REFORM_TITLES) {
    const a = article(template, 'books');
    const label = prng.pick(text.REFORM_LABELS);
    content({
      kind: 'reform-news',
      title: a.title,
      summary: a.summary,
      body: a.body,
      type_code: label.id,
      town_code: a.school.town_code,
      school_id: a.school.id,
      cover: picture(`reform-${nextContentId}`, 'books'),
      extra: JSON.stringify({ labelName: label.name }),
    });
  }

  // Paint award lists: first, second and third awards.
  for (let level = 1; level <= 3; level++) {
    for (let i = 0; i < 6; i++) {
      const school = prng.pick(out.schools.filter((s) => s.phase_id !== '4'));
      const title = prng.pick(text.PAINT_TITLES);
      content({
        kind: 'paint-award',
        title: `《${title}》`,
        summary: `${school.name} ${personName()}`,
        school_id: school.id,
        town_code: school.town_code,
        type_code: String(level),
        cover: picture(`paint-${nextContentId}`, prng.pick(['art', 'landscape'] as const)),
        author_name: personName(),
        extra: JSON.stringify({
          awardLevel: level,
          awardName: ['一等奖', '二等奖', '三等奖'][level - 1],
          teacher: personName(),
        }),
      });
    }
  }

  // After-school magazines: issues and items.
  for (let number = 1; number <= 4; number++) {
    const issue = content({
      kind: 'magazine-issue',
      title: `《叶县课后服务》2026年第${number}期`,
      summary: `本期聚焦${prng.pick(['科学探究', '阅读成长', '体育锻炼', '艺术素养'])}，收录全县优秀课后服务案例。`,
      cover: picture(`magazine-${number}`, prng.pick(['books', 'art', 'science'] as const), `2026年第${number}期`),
      sort_order: number,
      extra: JSON.stringify({ year: 2026, number }),
    });
    for (const title of prng.sample(text.MAGAZINE_ITEMS, 4)) {
      const a = article(title, 'books');
      content({
        kind: 'magazine-item',
        parent_id: issue.id,
        title,
        summary: a.summary,
        body: a.body,
        town_code: a.school.town_code,
        school_id: a.school.id,
        cover: picture(`magazine-item-${nextContentId}`, prng.pick(['books', 'art', 'sports', 'science'] as const)),
      });
    }
  }

  // Home: ads, carousel, apps, links, navigation, site config, footer, notices.
  ['智慧教育 点亮未来', '三个课堂 让优质资源共享', '双减在行动'].forEach((title, i) => {
    content({
      kind: 'ad',
      title,
      cover: picture(`ad-${i + 1}`, prng.pick(['classroom', 'science', 'books'] as const), title, 1200, 200),
      link_url: '/application',
      sort_order: i + 1,
    });
  });
  [
    '叶县2026年秋季开学第一课',
    '“三个课堂”覆盖全县农村学校',
    '全县中小学生运动会圆满落幕',
    '绿色健康实践活动走进乡村',
    '两研一刊：以研促教',
  ].forEach((title, i) => {
    content({
      kind: 'carousel',
      title,
      cover: picture(
        `carousel-${i + 1}`,
        (['classroom', 'landscape', 'sports', 'science', 'books'] as const)[i] ?? 'landscape',
        title,
        1200,
        420,
      ),
      link_url: ['/information', '/hdym', '/information', '/zhsj', '/lyyk'][i] ?? '/index',
      sort_order: i + 1,
    });
  });
  text.APPLICATIONS.forEach((app, i) => {
    content({
      kind: 'application',
      title: app.title,
      summary: app.summary,
      type_code: app.theme,
      cover: picture(
        `app-${i + 1}`,
        (['classroom', 'books', 'science', 'art', 'sports', 'landscape'] as const)[i % 6] ?? 'books',
        undefined,
        120,
        120,
      ),
      link_url: `/application?app=${i + 1}`,
      sort_order: i + 1,
      extra: JSON.stringify({ recommended: i < 6 }),
    });
  });
  text.LINKS.forEach((link, i) => {
    content({ kind: 'link', title: link.title, link_url: link.url, sort_order: i + 1 });
  });
  for (const nav of text.NAV_ITEMS) {
    content({
      kind: 'nav',
      title: nav.title,
      link_url: nav.linkUrl,
      sort_order: Number(nav.id),
      extra: JSON.stringify({ navId: nav.id }),
    });
  }
  content({
    kind: 'site-config',
    title: '叶县教育公共服务平台',
    cover: picture('site-logo', 'books', undefined, 96, 96),
    extra: JSON.stringify({}),
  });
  content({
    kind: 'footer',
    title: '页脚',
    summary: '叶县教育公共服务平台由叶县教育体育局主办，面向全县师生和家长提供优质教育资源与公共服务。',
    extra: JSON.stringify({ recordNumber: '豫ICP备2026000000号-1', copyright: '© 2026 叶县教育体育局 版权所有' }),
  });
  [
    '关于寒假放假时间的通知',
    '平台新增“三个课堂”入口',
    '教师资格定期注册工作提示',
    '冬季防火安全提示',
    '期末考试安排',
    '家长学校开课通知',
  ].forEach((title) => {
    const a = article(title, 'books');
    content({ kind: 'notice', title, summary: a.summary, body: a.body });
  });

  // Practice portal.
  for (const template of text.PRACTICE_TITLES) {
    for (let round = 0; round < 2; round++) {
      const a = article(template, 'landscape');
      const type = prng.pick(text.PRACTICE_INFO_TYPES);
      content({
        kind: 'practice-info',
        title: a.title,
        summary: a.summary,
        body: a.body,
        type_code: type.id,
        town_code: a.school.town_code,
        school_id: a.school.id,
        cover: picture(`practice-${nextContentId}`, prng.pick(['landscape', 'sports', 'science'] as const)),
        extra: JSON.stringify({ typeName: type.name }),
      });
    }
  }
  text.PRACTICE_BASES.forEach((base) => {
    content({
      kind: 'practice-base',
      title: base.name,
      summary: base.intro,
      body: `<p>${base.intro}</p><p>基地地址：${base.address}。每学期接待全县中小学生开展实践活动，配备专职指导教师。</p>`,
      cover: picture(`base-${nextContentId}`, 'landscape', base.name),
      extra: JSON.stringify({ address: base.address }),
    });
  });
  const practiceSchools = out.schools.filter((s) => s.practice === 1);
  const albums: PortalContentTable[] = [];
  text.ALBUM_TITLES.forEach((title) => {
    const school = prng.pick(practiceSchools);
    const album = content({
      kind: 'practice-album',
      title: `${school.name}${title}`,
      summary: `记录${school.name}学生${title.replace(/照片|剪影|掠影|精彩瞬间/, '')}的难忘时刻。`,
      school_id: school.id,
      town_code: school.town_code,
      cover: picture(`album-${nextContentId}`, prng.pick(['landscape', 'sports', 'art'] as const)),
    });
    albums.push(album);
    for (let i = 0; i < 6; i++) {
      content({
        kind: 'practice-picture',
        parent_id: album.id,
        title: `${title}（${i + 1}）`,
        cover: picture(
          `album-${album.id}-${i + 1}`,
          prng.pick(['landscape', 'sports', 'art', 'science', 'classroom'] as const),
        ),
        school_id: school.id,
        sort_order: i + 1,
      });
    }
  });

  const addFile = (
    row: Partial<PortalFileTable> & Pick<PortalFileTable, 'category' | 'file_name'>,
    source: DemoFileSource,
  ): DemoFile => {
    const id = String(nextFileId++);
    const ext = source.kind;
    const file: DemoFile = {
      id,
      content_id: null,
      file_ext: ext,
      storage_key: storageKeyOf(id, source),
      size: 0,
      content_type: DEMO_CONTENT_TYPES[ext],
      uploader_id: null,
      uploader_name: '叶县教育体育局',
      school_id: null,
      town_code: null,
      phase_id: null,
      grade_id: null,
      subject_id: null,
      type_code: null,
      code: null,
      view_count: prng.int(10, 2000),
      download_count: prng.int(0, 400),
      score_total: 0,
      score_count: 0,
      recommended: 0,
      award: null,
      created_at: dateBack(150),
      ...row,
      source,
    };
    file.file_name = `${row.file_name}.${ext}`;
    out.files.push(file);
    return file;
  };
  const documentText = (title: string): { title: string; paragraphs: string[] } => {
    const values = {
      town: townName(prng.pick(out.schools).town_code),
      school: prng.pick(out.schools).name,
      subject: prng.pick(SUBJECTS).name,
    };
    return {
      title,
      paragraphs: [fill(prng.pick(text.OPENINGS), values), ...prng.sample(text.MIDDLES, 3), prng.pick(text.CLOSINGS)],
    };
  };
  // Pictures, videos and audio are slow to encode, so resources share a small pool of each.
  const mediaSource = (kind: 'png' | 'jpg' | 'mp4'): DemoFileSource => ({ kind, seed: prng.pick(MEDIA_POOL_SEEDS) });
  const melody = (): DemoFileSource => ({ kind: 'mp3', notesHz: [...prng.pick(MELODIES)] });

  text.PRACTICE_VIDEO_TITLES.forEach((title) => {
    const school = prng.pick(practiceSchools);
    const video = content({
      kind: 'practice-video',
      title,
      summary: `${school.name}录制的${title.split('：')[0]}视频。`,
      school_id: school.id,
      town_code: school.town_code,
      cover: picture(`video-${nextContentId}`, prng.pick(['classroom', 'landscape', 'science'] as const)),
    });
    const file = addFile(
      {
        category: 'practice-video',
        file_name: title.replace(/[：:]/g, '-'),
        content_id: video.id,
        school_id: school.id,
      },
      mediaSource('mp4'),
    );
    video.extra = JSON.stringify({ fileId: file.id, duration: '00:06' });
  });
  text.PRACTICE_ACTIVITY_TITLES.forEach((title, i) => {
    const start = new Date(ANCHOR_TIME_MS - (40 - i * 12) * DAY_MS);
    content({
      kind: 'practice-activity',
      title,
      summary: `面向全县中小学生开展“${title}”，引导学生在实践中学习、在体验中成长。`,
      body: `<p>活动时间：${start.toISOString().slice(0, 10)}起，为期两周。</p><p>${prng.pick(text.MIDDLES)}</p>`,
      cover: picture(`activity-${nextContentId}`, prng.pick(['landscape', 'sports', 'art'] as const), title),
      extra: JSON.stringify({
        startDate: start.toISOString().slice(0, 10),
        endDate: new Date(start.getTime() + 14 * DAY_MS).toISOString().slice(0, 10),
        status: i < 3 ? 'finished' : 'ongoing',
      }),
    });
  });

  // Contests with columns, rules, prizes, other information and entries.
  text.CONTESTS.forEach((contest, contestIndex) => {
    const start = new Date(ANCHOR_TIME_MS - (200 - contestIndex * 60) * DAY_MS);
    const end = new Date(start.getTime() + 60 * DAY_MS);
    const finished = end.getTime() < ANCHOR_TIME_MS;
    const match = content({
      kind: 'contest',
      title: contest.title,
      summary: contest.summary,
      body: `<p>${contest.summary}</p><p>参赛对象：全县中小学${contestIndex === 1 || contestIndex === 2 ? '学生' : '教师'}。</p>`,
      cover: picture(
        `contest-${contestIndex + 1}`,
        (['classroom', 'science', 'books', 'classroom'] as const)[contestIndex] ?? 'books',
        contest.title,
        1200,
        420,
      ),
      published_at: start.toISOString(),
      extra: JSON.stringify({
        startDate: start.toISOString().slice(0, 10),
        endDate: end.toISOString().slice(0, 10),
        status: finished ? 'finished' : 'ongoing',
      }),
    });
    const columns = contest.columns.map((name, i) =>
      content({
        kind: 'contest-column',
        parent_id: match.id,
        title: name,
        sort_order: i + 1,
        published_at: match.published_at,
      }),
    );
    content({
      kind: 'contest-rule',
      parent_id: match.id,
      title: `${contest.title}评选规则`,
      body: [
        `<h3>一、参赛要求</h3><p>作品须为原创，内容健康向上，符合课程标准要求。每人限报${prng.int(1, 3)}件作品。</p>`,
        `<h3>二、评选办法</h3><p>采取初评、复评两级评审，从科学性、教育性、创新性和技术性四个方面综合评定。</p>`,
        `<h3>三、时间安排</h3><p>报名时间：${match.published_at.slice(0, 10)}起；评审结果将在平台公示。</p>`,
      ].join(''),
      published_at: match.published_at,
    });
    text.PRIZE_LEVELS.forEach((prize, i) => {
      content({
        kind: 'contest-prize',
        parent_id: match.id,
        title: prize.name,
        summary: prize.reward,
        sort_order: i + 1,
        published_at: match.published_at,
        extra: JSON.stringify({ share: prize.share, reward: prize.reward }),
      });
    });
    content({
      kind: 'contest-other',
      parent_id: match.id,
      title: '联系方式',
      summary: '叶县电化教育馆 0375-8xx2315',
      published_at: match.published_at,
    });
    content({
      kind: 'contest-other',
      parent_id: match.id,
      title: '评审专家',
      summary: '由县教研室学科教研员和市级名师组成评审组。',
      published_at: match.published_at,
    });
    for (let i = 0; i < 8; i++) {
      const column = prng.pick(columns);
      const teacher = prng.pick(out.teachers);
      const subjectId = teacher.subject_id;
      const topic = prng.pick(text.LESSON_TOPICS[subjectId] ?? ['优秀作品']);
      const kind = prng.pick(['pptx', 'mp4', 'docx', 'pdf', 'jpg'] as const);
      const source: DemoFileSource =
        kind === 'mp4' || kind === 'jpg'
          ? mediaSource(kind)
          : { kind, text: documentText(`${topic}（${column.title}）`) };
      addFile(
        {
          category: 'contest-entry',
          content_id: match.id,
          file_name: `${topic}-${teacher.name}`,
          uploader_id: teacher.id,
          uploader_name: teacher.name,
          school_id: teacher.school_id,
          town_code: out.schools.find((s) => s.id === teacher.school_id)?.town_code ?? null,
          phase_id: teacher.phase_id,
          subject_id: subjectId,
          type_code: column.id,
          award: finished ? (text.PRIZE_LEVELS[Math.min(3, Math.floor(i / 2))]?.name ?? null) : null,
        },
        source,
      );
    }
  });

  // Research area (两研一刊).
  content({
    kind: 'research-base',
    title: '叶县两研一刊',
    summary: '“两研一刊”即教学研究、教育科研和《叶县教育研究》期刊，是叶县教学研究室组织的区域教研平台。',
    body: '<p>平台发布教研动态、组织教研活动、汇聚研究成果，服务全县教师专业成长。</p>',
    cover: picture('research-banner', 'books', '两研一刊', 1200, 300),
  });
  for (let round = 0; round < 2; round++) {
    for (const template of text.RESEARCH_NEWS_TITLES) {
      const a = article(template, 'books');
      content({
        kind: 'research-news',
        title: a.title,
        summary: a.summary,
        body: a.body,
        author_id: DEMO_UIDS.lyykAdmin,
        author_name: '赵建国',
        cover: picture(`research-news-${nextContentId}`, prng.pick(['books', 'classroom'] as const)),
      });
    }
  }
  text.RESEARCH_ACTIVITY_TITLES.forEach((title, i) => {
    const school = prng.pick(out.schools);
    const start = new Date(ANCHOR_TIME_MS - (60 - i * 15) * DAY_MS);
    const activity = content({
      kind: 'research-activity',
      title,
      summary: `${school.name}承办，全县相关学科教师参加。`,
      body: `<p>${prng.pick(text.MIDDLES)}</p><p>${prng.pick(text.CLOSINGS)}</p>`,
      school_id: school.id,
      town_code: school.town_code,
      author_id: DEMO_UIDS.lyykAdmin,
      author_name: '赵建国',
      cover: picture(`research-activity-${nextContentId}`, 'classroom', title),
      published_at: start.toISOString(),
      extra: '{}',
    });
    const video = addFile(
      { category: 'research-video', content_id: activity.id, file_name: `${title}-课堂实录`, school_id: school.id },
      mediaSource('mp4'),
    );
    activity.extra = JSON.stringify({
      startDate: start.toISOString().slice(0, 10),
      location: school.name,
      videoFileId: video.id,
      status: start.getTime() < ANCHOR_TIME_MS - 7 * DAY_MS ? 'finished' : 'ongoing',
    });
  });
  text.RESEARCH_FILE_TITLES.forEach((title) => {
    for (const kind of ['docx', 'pdf'] as const) {
      const subject = prng.pick(SUBJECTS);
      const score = prng.int(3, 5);
      addFile(
        {
          category: 'research',
          file_name: `${subject.name}${title}`,
          subject_id: subject.id,
          uploader_id: DEMO_UIDS.lyykAdmin,
          uploader_name: '赵建国',
          score_total: score * 4,
          score_count: 4,
        },
        { kind, text: documentText(`${subject.name}${title}`) },
      );
    }
  });

  // Studios: famous teachers, principals and class tutors.
  text.STUDIO_TYPES.forEach((type) => {
    for (let i = 0; i < 3; i++) {
      const host = prng.pick(out.teachers);
      const school = out.schools.find((s) => s.id === host.school_id);
      const isOwners = type.id === 'famous-teacher' && i === 0;
      const hostName = isOwners ? '陈淑芬' : host.name;
      const studio = content({
        kind: 'studio',
        title: `${hostName}${type.name}`,
        summary: `${isOwners ? ownerSchool?.name : school?.name}${hostName}领衔，聚焦${prng.pick(['课堂教学改革', '青年教师培养', '班级文化建设', '学校内涵发展', '作业设计研究'])}。`,
        body: `<p>工作室由${hostName}主持，现有成员${prng.int(8, 20)}人，定期开展课例研讨、专题讲座和送教下乡活动。</p>`,
        type_code: type.id,
        school_id: isOwners ? (ownerSchool?.id ?? null) : host.school_id,
        subject_id: host.subject_id,
        author_id: isOwners ? DEMO_UIDS.studioOwner : host.id,
        author_name: hostName,
        cover: picture(
          `studio-${nextContentId}`,
          prng.pick(['classroom', 'books', 'art'] as const),
          `${hostName}${type.name}`,
        ),
        extra: JSON.stringify({ typeName: type.name, memberCount: prng.int(8, 20) }),
      });
      out.studioMembers.push({
        studio_id: studio.id,
        uid: isOwners ? DEMO_UIDS.studioOwner : host.id,
        member_role: 'owner',
      });
      for (const newsTitle of ['工作室开展主题研修活动', '工作室成员送教下乡']) {
        content({
          kind: 'studio-news',
          parent_id: studio.id,
          title: `${hostName}${newsTitle}`,
          summary: prng.pick(text.MIDDLES),
          body: `<p>${prng.pick(text.MIDDLES)}</p>`,
          author_name: hostName,
          cover: picture(`studio-news-${nextContentId}`, 'classroom'),
        });
      }
    }
  });

  // Three-classroom programmes and special resources.
  text.THREE_CLASS_TYPES.forEach((type) => {
    for (let i = 0; i < 4; i++) {
      const teacher = prng.pick(out.teachers.filter((t) => t.phase_id === '2' || t.phase_id === '3'));
      const subject = SUBJECTS.find((s) => s.id === teacher.subject_id);
      const grade = prng.pick(GRADES.filter((g) => g.phaseId === teacher.phase_id));
      const topic = prng.pick(text.LESSON_TOPICS[teacher.subject_id] ?? ['专题课']);
      content({
        kind: 'three-class',
        title: `${type.name}：${topic}`,
        summary: `${out.schools.find((s) => s.id === teacher.school_id)?.name}${teacher.name}老师执教${grade.name}${subject?.name ?? ''}。`,
        type_code: type.id,
        phase_id: teacher.phase_id,
        grade_id: grade.id,
        subject_id: teacher.subject_id,
        school_id: teacher.school_id,
        author_id: teacher.id,
        author_name: teacher.name,
        cover: picture(`three-class-${nextContentId}`, 'classroom', topic),
        extra: JSON.stringify({
          typeName: type.name,
          schedule: `每周${prng.pick(['一', '二', '三', '四', '五'])}第${prng.int(1, 7)}节`,
        }),
      });
    }
  });
  (['2026-autumn', '2026-spring'] as const).forEach((period) => {
    ['开学第一课', '安全教育专题', '心理健康专题', '传统节日专题'].forEach((title) => {
      content({
        kind: 'special-resource',
        title: `${period === '2026-autumn' ? '2026年秋季' : '2026年春季'}${title}`,
        summary: `面向全县中小学生的${title}资源包。`,
        type_code: period,
        cover: picture(`special-${nextContentId}`, prng.pick(['classroom', 'books', 'landscape'] as const), title),
      });
    });
  });

  // Network-safety files.
  text.SAFETY_FILES.forEach((file, i) => {
    addFile(
      { category: 'safety', file_name: file.title, code: file.code },
      i % 2 === 0 ? { kind: 'pdf', text: documentText(file.title) } : { kind: 'docx', text: documentText(file.title) },
    );
  });

  // Resources: 120 across every preview type, subject and school.
  const kinds = ['docx', 'pptx', 'pdf', 'xlsx', 'png', 'jpg', 'mp4', 'mp3'] as const;
  for (let i = 0; i < 120; i++) {
    const teacher = prng.pick(out.teachers);
    const school = out.schools.find((s) => s.id === teacher.school_id);
    const subject = SUBJECTS.find((s) => s.id === teacher.subject_id);
    const grade = prng.pick(GRADES.filter((g) => g.phaseId === teacher.phase_id));
    const topic = prng.pick(text.LESSON_TOPICS[teacher.subject_id] ?? ['专题学习']);
    const kind = kinds[i % kinds.length] ?? 'pdf';
    const type =
      text.RESOURCE_TYPES[
        ['docx', 'pdf'].includes(kind) ? 0 : kind === 'pptx' ? 1 : kind === 'mp4' ? 2 : kind === 'xlsx' ? 3 : 4
      ];
    const name = `${grade.name}${subject?.name ?? ''}${topic}${type?.name ?? ''}`;
    const source: DemoFileSource =
      kind === 'xlsx'
        ? {
            kind,
            title: '练习',
            rows: [
              ['题号', '题型', '分值', '难度'],
              ...Array.from({ length: 10 }, (_, q) => [
                q + 1,
                prng.pick(['选择题', '填空题', '解答题']),
                prng.pick([2, 3, 5, 10]),
                prng.pick(['易', '中', '难']),
              ]),
            ],
          }
        : kind === 'mp3'
          ? melody()
          : kind === 'png' || kind === 'jpg' || kind === 'mp4'
            ? mediaSource(kind)
            : { kind, text: documentText(name) };
    addFile(
      {
        category: 'resource',
        file_name: name,
        uploader_id: teacher.id,
        uploader_name: teacher.name,
        school_id: teacher.school_id,
        town_code: school?.town_code ?? null,
        phase_id: teacher.phase_id,
        grade_id: grade.id,
        subject_id: teacher.subject_id,
        type_code: type?.id ?? null,
        recommended: i % 5 === 0 ? 1 : 0,
      },
      source,
    );
  }

  // Comments with replies on albums, videos and practice articles.
  const commentTargets = out.content
    .filter((c) => ['practice-album', 'practice-video', 'practice-info'].includes(c.kind))
    .slice(0, 14);
  for (const target of commentTargets) {
    for (const sentence of prng.sample(text.COMMENTS, prng.int(1, 3))) {
      const teacher = prng.pick(out.teachers);
      const comment: PortalCommentTable = {
        id: String(nextOtherId++),
        target_id: target.id,
        parent_id: null,
        creator: teacher.id,
        creator_name: teacher.name,
        avatar: teacher.avatar,
        content: sentence,
        created_at: dateBack(60),
      };
      out.comments.push(comment);
      if (prng.chance(0.5)) {
        out.comments.push({
          ...comment,
          id: String(nextOtherId++),
          parent_id: comment.id,
          creator: DEMO_UIDS.teacher,
          creator_name: '王丽华',
          avatar: '',
          content: prng.pick(text.REPLIES),
          created_at: new Date(Date.parse(comment.created_at) + 3_600_000).toISOString(),
        });
      }
    }
  }

  // Messages: each demo user has six, three of them unread.
  for (const uid of Object.values(DEMO_UIDS)) {
    prng.sample(text.MESSAGE_TEMPLATES, 6).forEach((message, i) => {
      out.messages.push({
        id: String(nextOtherId++),
        uid,
        title: message.title,
        content: message.content,
        message_type: message.type,
        sender: message.type === '3' ? '班主任' : '叶县教育公共服务平台',
        is_read: i < 3 ? 0 : 1,
        created_at: new Date(ANCHOR_TIME_MS - (i * 2 + 1) * DAY_MS).toISOString(),
      });
    });
  }

  // The demo teacher has collected a few applications and research news items.
  const collectedAt = new Date(ANCHOR_TIME_MS - 5 * DAY_MS).toISOString();
  for (const app of out.content.filter((c) => c.kind === 'application').slice(0, 3)) {
    out.appCollections.push({ uid: DEMO_UIDS.teacher, app_id: app.id, created_at: collectedAt });
  }
  for (const news of out.content.filter((c) => c.kind === 'research-news').slice(0, 2)) {
    out.collections.push({
      id: String(nextOtherId++),
      uid: DEMO_UIDS.teacher,
      target_id: news.id,
      target_type: 'news',
      created_at: collectedAt,
    });
  }

  return out;
}
