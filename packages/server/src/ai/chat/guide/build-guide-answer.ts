import type { GuideHit, GuideQuery } from './guide-index';

/** The notice of the guide's first reply in a conversation (issue #3: it says so plainly). */
const GUIDE_MODE_NOTICE =
  '> 提示：当前为**离线导览模式**，服务器没有配置大模型，我只能根据平台自己的栏目介绍和文章为您检索答案并给出页面链接。';

/** Sections suggested when nothing matches: the main entrances of the portal. */
const GUIDE_FALLBACK_LINKS: readonly { title: string; path: string }[] = [
  { title: '首页', path: '/index' },
  { title: '资源中心', path: '/resource' },
  { title: '资源竞赛', path: '/contest/list' },
  { title: '两研一刊', path: '/lyyk' },
  { title: '三个工作室', path: '/three-studio' },
  { title: '绿色健康实践', path: '/zhsj' },
];

/** What the guide streams: retrieval steps (reasoning, deep-thinking mode only) and the answer. */
export interface GuideAnswer {
  reasoning: string[];
  answer: string;
}

const SENTENCE_END = /(?<=[。！？!?；;])/u;

/** The sentence of a text that contains the most query terms (ties: the earlier one). */
function bestSentence(text: string, terms: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestCount = 0;
  for (const sentence of text.split(SENTENCE_END)) {
    const trimmed = sentence.trim();
    const count = terms.reduce((sum, term) => sum + (term.length > 1 && trimmed.includes(term) ? term.length : 0), 0);
    if (count > bestCount) {
      best = trimmed;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Builds the offline guide's reply from retrieval hits: links to the best pages with their summaries and
 * the most relevant sentence of each, the mode notice on a conversation's first reply, and the retrieval
 * steps as reasoning. Pure, so the wording is tested without a server.
 */
export function buildGuideAnswer(input: {
  question: string;
  query: GuideQuery;
  hits: readonly GuideHit[];
  documentCount: number;
  firstReply: boolean;
}): GuideAnswer {
  const { question, query, hits } = input;
  const shortQuestion = question.length > 60 ? `${question.slice(0, 60)}…` : question;
  const terms = [...query.terms, ...query.expansions];
  const reasoning = [
    `理解问题：访客问的是“${shortQuestion}”。\n`,
    query.terms.length > 0
      ? `提取关键词：${query.terms.join('、')}${query.expansions.length > 0 ? `；补充平台用语：${query.expansions.join('、')}` : ''}。\n`
      : '问题里没有可检索的关键词。\n',
    `在平台内容（${input.documentCount} 篇栏目介绍、讲解词和文章）中用 BM25 检索：找到 ${hits.length} 个相关页面。\n`,
    ...hits.map(
      (hit, index) =>
        `${index + 1}. ${hit.document.title}（${hit.document.path}），相关度 ${hit.score.toFixed(1)}，命中：${hit.matchedTerms.slice(0, 6).join('、')}\n`,
    ),
    hits.length > 0
      ? '组织回答：按相关度引用这些页面的介绍，并附上链接。\n'
      : '没有找到相关页面：改为介绍平台的主要入口。\n',
  ];

  const parts: string[] = [];
  if (input.firstReply) parts.push(GUIDE_MODE_NOTICE);
  if (hits.length === 0) {
    parts.push(
      `抱歉，我在平台内容里没有找到与“${shortQuestion}”直接相关的介绍。您可以从这些栏目开始浏览：${GUIDE_FALLBACK_LINKS.map(
        (link) => `[${link.title}](${link.path})`,
      ).join('、')}。也可以换个说法，例如“怎么参加比赛”“在哪里看名师课堂”“两研一刊是什么”。`,
    );
  } else {
    const [top, ...rest] = hits;
    if (top) {
      const quote = bestSentence(top.document.text, terms);
      parts.push(
        `关于“${shortQuestion}”，请看 **[${top.document.title}](${top.document.path})**：${top.document.summary}${
          quote && !top.document.summary.includes(quote) ? `\n\n${quote}` : ''
        }`,
      );
    }
    if (rest.length > 0) {
      parts.push(
        `相关的页面还有：\n${rest
          .map((hit) => `- [${hit.document.title}](${hit.document.path})：${hit.document.summary}`)
          .join('\n')}`,
      );
    }
    parts.push('点击链接即可打开对应页面。');
  }
  return { reasoning, answer: parts.join('\n\n') };
}
