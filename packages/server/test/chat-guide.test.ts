import { type AiClient, type ChatEvent, createAiClient } from '@edu/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './start-test-server';

let server: TestServer;
let client: AiClient;

beforeAll(async () => {
  // No AI_API_KEY: the guide is the default provider.
  server = await startTestServer({ CHAT_RATE_LIMIT_PER_MINUTE: '1000' });
  const token = await server.tokenFor('student');
  client = createAiClient({ baseUrl: server.aiUrl, getToken: () => token });
});
afterAll(async () => {
  await server?.stop();
});

async function ask(question: string, options: { model?: 'junheng' | 'deepseek'; history?: boolean } = {}) {
  const messages = [
    ...(options.history
      ? [
          { role: 'user' as const, content: '你好' },
          { role: 'assistant' as const, content: '您好！' },
        ]
      : []),
    { role: 'user' as const, content: question },
  ];
  const events: ChatEvent[] = [];
  for await (const event of client.chat({ messages, model: options.model ?? 'junheng' })) events.push(event);
  const pick = (type: 'content' | 'reasoning') =>
    events.map((event) => (event.type === type ? event.text : '')).join('');
  return { events, content: pick('content'), reasoning: pick('reasoning') };
}

/** The markdown links of an answer, in order. */
const links = (markdown: string) => [...markdown.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1]);

describe('guide provider', () => {
  it('is the provider when no API key is configured', async () => {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok', provider: 'guide' });
    expect(server.logs.join('\n')).toMatch(/offline guide mode/);
  });

  // Realistic visitor questions and the page each answer must link to first.
  it.each([
    { question: '怎么参加比赛', page: '/contest/list' },
    { question: '在哪里看名师课堂', page: '/index#three-classroom' },
    { question: '两研一刊是什么', page: '/lyyk' },
    { question: '我想下载课件', page: '/resource' },
    { question: '哪里可以看到评比结果和获奖名单', page: '/contest/list' },
    { question: '名师工作室在哪里', page: '/three-studio' },
    { question: '学校的劳动实践活动在哪看', page: '/zhsj/activityList' },
    { question: '怎么查看我的消息', page: '/jhmessage' },
    { question: '课后服务有哪些', page: '/afterService' },
    { question: '网络安全的文件在哪里', page: '/networkSafety' },
    { question: '最新的教育新闻', page: '/information' },
    { question: '个人中心怎么进', page: '/personal' },
    { question: '专递课堂是什么', page: '/index#three-classroom' },
    { question: '资源排行榜', page: '/resource' },
    { question: '教研活动在哪里报名', page: '/lyyk' },
  ])('answers "$question" with a link to $page first', async ({ question, page }) => {
    const { content, events } = await ask(question, { history: true });
    expect(events.some((event) => event.type === 'error')).toBe(false);
    expect(links(content)[0]).toBe(page);
    expect(content).toContain(`关于“${question}”`);
  });

  it('says plainly on the first reply of a conversation that it is the offline guide mode, and only then', async () => {
    const first = await ask('怎么参加比赛');
    expect(first.content).toMatch(/离线导览模式/);
    expect(first.content).toMatch(/没有配置大模型/);
    const later = await ask('怎么参加比赛', { history: true });
    expect(later.content).not.toMatch(/离线导览模式/);
  });

  it('streams its retrieval steps as reasoning in deep-thinking mode, and none otherwise', async () => {
    const deep = await ask('两研一刊是什么', { model: 'deepseek', history: true });
    expect(deep.reasoning).toMatch(/提取关键词：.*两研/);
    expect(deep.reasoning).toMatch(/找到 \d+ 个相关页面/);
    expect(deep.reasoning).toContain('两研一刊（/lyyk）');
    expect(links(deep.content)[0]).toBe('/lyyk');
    const plain = await ask('两研一刊是什么', { history: true });
    expect(plain.reasoning).toBe('');
  });

  it('points to the main sections when nothing matches', async () => {
    const { content } = await ask('你好', { history: true });
    expect(content).toMatch(/没有找到/);
    expect(links(content)).toEqual(expect.arrayContaining(['/index', '/resource', '/contest/list', '/lyyk']));
  });

  it('indexes documents added later, such as seeded articles', async () => {
    server.guideIndex.addDocuments([
      {
        id: 'article:42',
        title: '叶县举办第三届中小学生书法大赛',
        path: '/detial/42',
        summary: '全县中小学生书法大赛启动，作品征集到五月底。',
        text: '本届书法大赛分为硬笔和软笔两个组别，学生可在学校老师指导下提交作品。',
        kind: '文章',
      },
    ]);
    const { content } = await ask('书法大赛什么时候截止', { history: true });
    expect(links(content)[0]).toBe('/detial/42');
  });
});
