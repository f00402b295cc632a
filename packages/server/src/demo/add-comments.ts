import type { PortalCommentTable } from '../db/portal-schema';
import type { DemoBuilder } from './create-demo-builder';
import * as text from './demo-text';
import { DEMO_UIDS } from './demo-uids';

/** Adds comments, some with a reply by the demo teacher, on albums, videos and practice articles. */
export function addComments(builder: DemoBuilder): void {
  const { prng, out, dateBack, takeOtherId } = builder;
  const commentTargets = out.content
    .filter((c) => ['practice-album', 'practice-video', 'practice-info'].includes(c.kind))
    .slice(0, 14);
  for (const target of commentTargets) {
    for (const sentence of prng.sample(text.COMMENTS, prng.int(1, 3))) {
      const teacher = prng.pick(out.teachers);
      const comment: PortalCommentTable = {
        id: takeOtherId(),
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
          id: takeOtherId(),
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
}
