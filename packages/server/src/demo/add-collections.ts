import type { DemoBuilder } from './create-demo-builder';
import { DAY_MS, DEMO_ANCHOR_TIME_MS } from './demo-time';
import { DEMO_UIDS } from './demo-uids';

/** Adds the applications and research news the demo teacher has collected. */
export function addCollections(builder: DemoBuilder): void {
  const { out, takeOtherId } = builder;
  const collectedAt = new Date(DEMO_ANCHOR_TIME_MS - 5 * DAY_MS).toISOString();
  for (const app of out.content.filter((c) => c.kind === 'application').slice(0, 3)) {
    out.appCollections.push({ uid: DEMO_UIDS.teacher, app_id: app.id, created_at: collectedAt });
  }
  for (const news of out.content.filter((c) => c.kind === 'research-news').slice(0, 2)) {
    out.collections.push({
      id: takeOtherId(),
      uid: DEMO_UIDS.teacher,
      target_id: news.id,
      target_type: 'news',
      created_at: collectedAt,
    });
  }
}
