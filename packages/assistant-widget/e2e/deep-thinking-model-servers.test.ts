import { createAiClient } from '@edu/api-client';
import { saveScreenshot } from '@edu/browser-harness';
import { describe, expect, it } from 'vitest';
import { FAKE_REASONING, FAKE_REPLY, type FakeUpstreamStyle } from './fake-chat-upstream';
import { setUpWidgetEnvironment } from './widget-environment';
import { widget } from './widget-page';

// The real server (AI_REASONING_FORMAT left at auto) in front of a fake model server whose way of sending
// the thinking each test picks: Ollama's `delta.reasoning`, or a `<think>` block cut across content chunks.
const env = setUpWidgetEnvironment({ chatChunkDelayMs: 40 });

const api = () => createAiClient({ baseUrl: `${env.server.url}/ai`, getToken: () => env.user.token });

describe('deep thinking against other model servers', () => {
  it.each<FakeUpstreamStyle>(['ollama', 'think-tags'])(
    '%s: the reasoning pane fills, the answer has no <think>, and the saved reply keeps them apart',
    async (style) => {
      if (!env.upstream) throw new Error('the environment has no fake upstream');
      env.upstream.style = style;
      const page = await env.session.newPage(
        `/pages/index.html?uid=${env.user.uid}&token=${encodeURIComponent(env.user.token)}`,
        { viewport: { width: 1280, height: 860 } },
      );
      const w = widget(page);
      await w.launcher.click();
      await w.input.waitFor();
      const toggle = w.button('深度思考 (R1)');
      if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      const question = `深度思考（${style}）：平台有哪些服务？`;
      await w.input.fill(question);
      await w.input.press('Enter');

      const reply = w.assistantMessages.last();
      const reasoning = reply.locator('[part="reasoning"]');
      const answer = reply.locator('.edu-answer');
      // The thinking fills its pane, then the answer streams in below it.
      await expect.poll(() => reasoning.textContent(), { timeout: 10_000 }).toContain(FAKE_REASONING.join(''));
      await expect.poll(() => answer.textContent(), { timeout: 10_000 }).toContain('资源共享');
      await w.send.waitFor({ timeout: 20_000 });
      expect(await reasoning.locator('button').textContent()).toMatch(/^▸已深度思考（用时 \d+ 秒）$/);
      await reasoning.locator('button').click();
      await reply.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `widget/deep-thinking-${style}`);

      expect(await reasoning.locator('button + div').textContent()).toBe(FAKE_REASONING.join(''));
      const shown = (await answer.textContent()) ?? '';
      expect(shown).toContain('第30段说明文字。');
      expect(shown).not.toMatch(/think>|<th|深度思考中|先想一想/);

      const conversations = await api().listConversations(env.user.uid);
      const saved = conversations.find((conversation) => conversation.messages.some((m) => m.content === question));
      expect(saved?.messages[1]).toEqual({
        role: 'assistant',
        // The answer, then (issue 35) the platform's pages it cites, when the question matches some.
        content: expect.stringContaining(FAKE_REPLY.join('')),
        reasoning: FAKE_REASONING.join(''),
        // How long it thought is kept with it (issue #30).
        thinkingMs: expect.any(Number),
        id: expect.stringMatching(/^m-/),
      });
      await page.context().close();
    },
  );
});
