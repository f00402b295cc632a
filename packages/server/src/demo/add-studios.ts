import { SUBJECTS } from '../reference-data/school-attributes';
import { STUDIO_TYPES } from '../reference-data/section-types';
import type { DemoBuilder } from './create-demo-builder';
import { DEMO_UIDS, DEMO_USER_SCHOOL_NAMES } from './demo-uids';

/** What each kind of studio works on, by STUDIO_TYPES id; `{subject}` is the host's subject. */
const FOCUS: Record<(typeof STUDIO_TYPES)[number]['id'], readonly string[]> = {
  'famous-teacher': ['{subject}大单元教学', '{subject}分层作业设计', '{subject}课堂评价'],
  principal: ['学校内涵发展', '教师梯队建设', '乡村学校课程建设'],
  'class-tutor': ['班级文化建设', '学生自主管理', '家校共育'],
};

/** The subject of the demo studio owner's studio: 数学, as her profile says. */
const OWNER_SUBJECT_ID = '02';

/** Adds the studios of famous teachers, principals and class tutors, with owners and news. */
export function addStudios(builder: DemoBuilder): void {
  const { prng, out, picture, content, nextContentId } = builder;
  const ownerSchool = out.schools.find((s) => s.name === DEMO_USER_SCHOOL_NAMES.studioOwner);
  STUDIO_TYPES.forEach((type) => {
    for (let i = 0; i < 3; i++) {
      const host = prng.pick(out.teachers);
      const isOwners = type.id === 'famous-teacher' && i === 0;
      const hostName = isOwners ? '陈淑芬' : host.name;
      const school = isOwners ? ownerSchool : out.schools.find((s) => s.id === host.school_id);
      const subjectId = isOwners ? OWNER_SUBJECT_ID : host.subject_id;
      const subject = SUBJECTS.find((s) => s.id === subjectId)?.name ?? '';
      const focus = prng.pick(FOCUS[type.id]).replace('{subject}', subject);
      const studio = content({
        kind: 'studio',
        title: `${hostName}${type.name}`,
        summary: `${school?.name}${hostName}领衔，聚焦${focus}。`,
        body: `<p>工作室由${school?.name}${subject}教师${hostName}主持，现有成员${prng.int(8, 20)}人，围绕“${focus}”定期开展课例研讨、专题讲座和送教下乡活动。</p>`,
        type_code: type.id,
        school_id: school?.id ?? null,
        subject_id: subjectId,
        phase_id: school?.phase_id ?? null,
        author_id: isOwners ? DEMO_UIDS.studioOwner : host.id,
        author_name: hostName,
        cover: picture(`studio-${nextContentId()}`, type.id === 'famous-teacher' ? 'classroom' : 'books'),
        extra: JSON.stringify({ typeName: type.name, memberCount: prng.int(8, 20), focus }),
      });
      out.studioMembers.push({
        studio_id: studio.id,
        uid: isOwners ? DEMO_UIDS.studioOwner : host.id,
        member_role: 'owner',
      });
      const town = builder.townName(prng.pick(out.schools.filter((s) => s.town_code !== school?.town_code)).town_code);
      const news = [
        {
          title: `${hostName}工作室开展“${focus}”主题研修活动`,
          body: [
            `${studio.title}在${school?.name}开展“${focus}”主题研修活动，工作室全体成员参加。`,
            `${hostName}作了专题分享，成员们结合各自的课例交流了做法和困惑。`,
          ],
        },
        {
          title: `${hostName}工作室成员送教下乡走进${town}`,
          body: [
            `${studio.title}成员走进${town}，为乡村学校送去示范课和专题讲座。`,
            `送教活动围绕“${focus}”展开，${town}的${prng.int(20, 60)}名教师参加了观摩和研讨。`,
          ],
        },
      ];
      for (const item of news) {
        content({
          kind: 'studio-news',
          parent_id: studio.id,
          title: item.title,
          summary: item.body[0] ?? '',
          body: item.body.map((p) => `<p>${p}</p>`).join(''),
          author_name: hostName,
          cover: picture(`studio-news-${nextContentId()}`, 'classroom'),
        });
      }
    }
  });
}
