import type { DemoBuilder } from './create-demo-builder';
import * as text from './demo-text';
import { DAY_MS, DEMO_ANCHOR_TIME_MS } from './demo-time';
import { DEMO_UIDS } from './demo-uids';

/** Adds six messages for each demo user, three of them unread. */
export function addMessages(builder: DemoBuilder): void {
  const { prng, out, takeOtherId } = builder;
  for (const uid of Object.values(DEMO_UIDS)) {
    prng.sample(text.MESSAGE_TEMPLATES, 6).forEach((message, i) => {
      out.messages.push({
        id: takeOtherId(),
        uid,
        title: message.title,
        content: message.content,
        message_type: message.type,
        sender: message.type === '3' ? '班主任' : '叶县教育公共服务平台',
        is_read: i < 3 ? 0 : 1,
        created_at: new Date(DEMO_ANCHOR_TIME_MS - (i * 2 + 1) * DAY_MS).toISOString(),
      });
    });
  }
}
