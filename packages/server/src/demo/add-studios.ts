import { STUDIO_TYPES } from '../reference-data/section-types';
import type { DemoBuilder } from './create-demo-builder';
import * as text from './demo-text';
import { DEMO_UIDS, DEMO_USER_SCHOOL_NAMES } from './demo-uids';

/** Adds the studios of famous teachers, principals and class tutors, with owners and news. */
export function addStudios(builder: DemoBuilder): void {
  const { prng, out, picture, content, nextContentId } = builder;
  const ownerSchool = out.schools.find((s) => s.name === DEMO_USER_SCHOOL_NAMES.studioOwner);
  STUDIO_TYPES.forEach((type) => {
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
        cover: picture(`studio-${nextContentId()}`, prng.pick(['classroom', 'books', 'art'] as const)),
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
          cover: picture(`studio-news-${nextContentId()}`, 'classroom'),
        });
      }
    }
  });
}
