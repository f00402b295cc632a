import type { DemoBuilder } from './create-demo-builder';
import * as text from './demo-text';
import { DEMO_UIDS } from './demo-uids';

/**
 * Adds comments on every practice album and video (the first comment pass reached only articles), some
 * with a reply by the demo teacher, so the media pages show a conversation.
 */
export function addMediaComments(builder: DemoBuilder): void {
  const { prng, out, dateBack, takeOtherId } = builder;
  const targets = out.content.filter((c) => c.kind === 'practice-album' || c.kind === 'practice-video');
  for (const target of targets) {
    for (const sentence of prng.sample(text.COMMENTS, prng.int(2, 3))) {
      const teacher = prng.pick(out.teachers);
      const id = takeOtherId();
      const createdAt = dateBack(45);
      out.comments.push({
        id,
        target_id: target.id,
        parent_id: null,
        creator: teacher.id,
        creator_name: teacher.name,
        avatar: teacher.avatar,
        content: sentence,
        created_at: createdAt,
      });
      if (prng.chance(0.5)) {
        out.comments.push({
          id: takeOtherId(),
          target_id: target.id,
          parent_id: id,
          creator: DEMO_UIDS.teacher,
          creator_name: '王丽华',
          avatar: '',
          content: prng.pick(text.REPLIES),
          created_at: new Date(Date.parse(createdAt) + 3_600_000).toISOString(),
        });
      }
    }
  }
}
