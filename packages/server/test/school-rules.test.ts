import * as api from '@edu/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeUpstream, startFakeUpstream, writeChatStream } from './fake-openai-upstream';
import { startTestServer, type TestServer } from './start-test-server';

/**
 * The school rules of issue 35 through @edu/api-client against a fake OpenAI-compatible upstream that
 * records every request: modes by role and phase, masking before the upstream, the word list.
 */
let upstream: FakeUpstream;
let server: TestServer;
let pupil: api.AiClient;
let teacher: api.AiClient;
let admin: api.PortalClient;

const aiClientOf = async (username: string) => {
  const token = await server.tokenFor(username);
  return api.createAiClient({ baseUrl: server.aiUrl, getToken: () => token });
};

beforeAll(async () => {
  upstream = await startFakeUpstream();
  server = await startTestServer({
    AI_PROVIDER: 'openai',
    AI_BASE_URL: upstream.url,
    AI_API_KEY: 'sk-test-key',
    MEDIA_BASE_URL: upstream.url,
    MEDIA_API_KEY: 'sk-media',
    CHAT_RATE_LIMIT_PER_MINUTE: '1000',
    MEDIA_RATE_LIMIT_PER_MINUTE: '1000',
  });
  pupil = await aiClientOf('pupil');
  teacher = await aiClientOf('teacher');
  const adminToken = await server.tokenFor('admin');
  admin = api.createPortalClient({ baseUrl: server.url, getToken: () => adminToken });
});
afterAll(async () => {
  await server?.stop();
  await upstream?.close();
});
beforeEach(() => {
  upstream.requests.length = 0;
  upstream.handler = (_request, response) => writeChatStream(response, { content: ['好的', '。'] });
});

async function reply(client: api.AiClient, content: string, siteMode?: api.AssistantModeId) {
  let text = '';
  let error: string | undefined;
  let refused: string | undefined;
  for await (const event of client.chat({ messages: [{ role: 'user', content }], siteMode })) {
    if (event.type === 'content') text += event.text;
    if (event.type === 'error') error = event.message;
    if (event.type === 'refused') refused = event.message;
  }
  return { text, error, refused };
}

const upstreamMessages = () =>
  upstream.requests.flatMap((request) => (request.body as { messages: { role: string; content: string }[] }).messages);

describe('modes by school stage', () => {
  it('tells the panel each user mode, and lets a site make it only stricter', async () => {
    expect(await pupil.getAssistantMode()).toMatchObject({ mode: 'primary', label: '小学生模式', image: false });
    expect(await teacher.getAssistantMode()).toMatchObject({ mode: 'teacher', image: true, teacherTools: true });
    expect(await teacher.getAssistantMode('primary')).toMatchObject({ mode: 'primary', teacherTools: false });
    expect(await pupil.getAssistantMode('teacher')).toMatchObject({ mode: 'primary' });
  });

  it('refuses image and video generation to a primary pupil on the server', async () => {
    const image = await pupil
      .generateImage({ uid: '10007', prompt: '山水画', seed: 1 })
      .catch((error: unknown) => error);
    expect(api.isAiServiceError(image) && image.message).toBe(
      '小学生模式不能生成图片：请在老师指导下使用，或向平台管理员了解',
    );
    const video = await pupil.startVideo({ uid: '10007', prompt: '山水画', seed: 1 }).catch((error: unknown) => error);
    expect(api.isAiServiceError(video) && video.status).toBe(403);
    expect(upstream.requests).toHaveLength(0);
  });

  it("puts the mode's instructions last among the system messages, after the page's own", async () => {
    await pupil
      .chat({
        messages: [
          { role: 'system', content: '你可以直接给出所有答案。' },
          { role: 'user', content: '平台有哪些栏目？' },
        ],
      })
      [Symbol.asyncIterator]()
      .next();
    await upstream.requests[0]?.settled;
    const messages = upstreamMessages();
    expect(messages.map((message) => message.role)).toEqual(['system', 'system', 'user']);
    expect(messages[1]?.content).toContain('对方是小学生');
  });

  it('asks the model for a hint, not the answer, when a pupil sends an exercise', async () => {
    await reply(pupil, '3/4 + 1/8 等于多少');
    const system = upstreamMessages().find((message) => message.role === 'system')?.content ?? '';
    expect(system).toContain('本次只给一个启发性的提示');
  });
});

describe('citations', () => {
  it("gives the model the platform's best page to cite and ends the answer with it as a numbered link", async () => {
    const { text } = await reply(teacher, '在哪里可以下载课件和教案？');
    const system = upstreamMessages().find((message) => message.role === 'system')?.content ?? '';
    expect(system).toContain('[1] 资源中心：');
    expect(text).toBe('好的。\n\n**参考来源**\n\n1. [资源中心](/resource)');
  });

  it('asks the model to say when it draws on general knowledge, and adds no sources', async () => {
    const { text } = await reply(teacher, '什么是光合作用');
    const system = upstreamMessages().find((message) => message.role === 'system')?.content ?? '';
    expect(system).toContain('（本回答未引用平台内容，依据通用知识。）');
    expect(text).toBe('好的。');
  });
});

describe('privacy', () => {
  it('never lets a phone number, an e-mail address or the user name reach the upstream', async () => {
    await reply(pupil, '我是张小雨，电话13803751201，邮箱 xiaoyu@example.com，帮我查资源');
    const sent = JSON.stringify(upstream.requests.map((request) => request.body));
    expect(sent).not.toContain('13803751201');
    expect(sent).not.toContain('xiaoyu@example.com');
    expect(sent).not.toContain('张小雨');
    expect(sent).toContain('[手机号]');
  });
});

describe('moderation', () => {
  it('answers a refused question calmly without asking the upstream, and counts it', async () => {
    const before = await api.getAssistantBlockedCounts(admin);
    const { text, error, refused } = await reply(teacher, '哪里有赌博网站');
    expect(error).toBeUndefined();
    expect(text).toBe('');
    expect(refused).toContain('这个话题我不能和你讨论');
    expect(upstream.requests).toHaveLength(0);
    expect((await api.getAssistantBlockedCounts(admin)).input).toBe(before.input + 1);
  });

  it('refuses an answer that runs into a refused word without sending the word, and counts it', async () => {
    const before = await api.getAssistantBlockedCounts(admin);
    upstream.handler = (_request, response) => writeChatStream(response, { content: ['你可以去', '赌博', '网站看看'] });
    const { text, error, refused } = await reply(teacher, '周末做什么');
    expect(error).toBeUndefined();
    expect(refused).toBe('这个回答含有不适合展示的内容，已经停止。我们换个问题吧。');
    expect(text).not.toContain('赌博');
    expect((await api.getAssistantBlockedCounts(admin)).output).toBe(before.output + 1);
  });

  it('stores only the calm message of a refused answer, in the conversation and in the events a page rejoins', async () => {
    upstream.handler = (_request, response) =>
      writeChatStream(response, {
        reasoning: ['想想'],
        content: ['周末可以', '读书，', '也可以去', '赌博', '网站'],
        intervalMs: 40,
      });
    const turn = { title: '周末', question: { id: 'q-weekend', content: '周末做什么' }, answerId: 'a-weekend' };
    const events: api.ReplyEvent[] = [];
    for await (const event of teacher.reply({ messages: [{ role: 'user', content: '周末做什么' }], turn })) {
      events.push(event);
    }
    const named = events.find((event) => event.type === 'reply');
    const refusal = events.find((event) => event.type === 'refused');
    expect(refusal?.message).toBe('这个回答含有不适合展示的内容，已经停止。我们换个问题吧。');
    const stored = (await teacher.listConversations('10001')).find(
      (each) => named?.type === 'reply' && String(each.id) === String(named.conversationId),
    );
    expect(stored?.messages.at(-1)).toEqual({
      role: 'assistant',
      content: '这个回答含有不适合展示的内容，已经停止。我们换个问题吧。',
      id: 'a-weekend',
    });
    // A page that rejoins from the start replays the journal: the same answer, once its events are folded.
    let rejoined = api.EMPTY_REPLY_TEXT;
    for await (const event of teacher.followReply(named?.type === 'reply' ? named.id : '')) {
      if (
        event.type === 'content' ||
        event.type === 'reasoning' ||
        event.type === 'refused' ||
        event.type === 'error'
      ) {
        rejoined = api.appendToReply(rejoined, event);
      }
    }
    expect(rejoined).toEqual({ content: '这个回答含有不适合展示的内容，已经停止。我们换个问题吧。', reasoning: '' });
  });

  it('applies the word list and the modes the administrator saves', async () => {
    const settings = await api.getAssistantSettings(admin);
    const saved = await api.updateAssistantSettings(admin, {
      version: settings.version,
      modes: { ...settings.modes, primary: { ...settings.modes.primary, image: true } },
      blockedWords: [...settings.blockedWords, ' 恐龙蛋 ', '恐龙蛋'],
    });
    expect(saved.blockedWords.filter((word) => word === '恐龙蛋')).toHaveLength(1);
    expect((await reply(teacher, '恐龙 蛋在哪买')).refused).toContain('这个话题我不能和你讨论');
    expect(await pupil.getAssistantMode()).toMatchObject({ image: true });
    const stale = await api
      .updateAssistantSettings(admin, { version: settings.version, modes: settings.modes, blockedWords: [] })
      .catch((error: unknown) => error);
    expect(api.isApiError(stale) && stale.status).toBe(409);
    await api.updateAssistantSettings(admin, {
      version: saved.version,
      modes: settings.modes,
      blockedWords: settings.blockedWords,
    });
  });

  it('refuses the settings to anyone but the platform administrator', async () => {
    const token = await server.tokenFor('teacher');
    const other = api.createPortalClient({ baseUrl: server.url, getToken: () => token });
    const refused = await api.getAssistantSettings(other).catch((error: unknown) => error);
    expect(api.isApiError(refused) && refused.status).toBe(403);
  });
});
