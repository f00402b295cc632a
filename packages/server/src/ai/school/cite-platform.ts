import type { GuideHit } from '../chat/guide/guide-index';

/** A page of the platform an answer may cite, numbered as the model is told to cite it. */
export interface Citation {
  number: number;
  title: string;
  path: string;
  summary: string;
}

/** At most this many pages go to the model (and into the answer's source list). */
export const CITATION_COUNT = 3;
/** A hit weaker than this share of the best one is noise from a shared common word, not a source. */
const RELATIVE_SCORE_FLOOR = 0.35;
/**
 * The guide index's score (BM25 with its field boosts) below which a page is no source at all: on the
 * platform's sections, a question about one scores 300-1400 for it, an unrelated one ("请回答这个问题",
 * "什么是分数") 0-30 for the page sharing a common word.
 */
const MIN_SCORE = 50;

/** The pages worth citing among the guide index's hits for a question, best first, numbered from 1. */
export function citationsOf(hits: readonly GuideHit[]): Citation[] {
  const best = hits[0]?.score ?? 0;
  return hits
    .filter((hit) => hit.score >= MIN_SCORE && hit.score >= best * RELATIVE_SCORE_FLOOR)
    .slice(0, CITATION_COUNT)
    .map((hit, index) => ({
      number: index + 1,
      title: hit.document.title,
      path: hit.document.path,
      summary: hit.document.summary,
    }));
}

/** What the model writes last when the platform has nothing on the question. */
const GENERAL_KNOWLEDGE_NOTE = '（本回答未引用平台内容，依据通用知识。）';

/**
 * The system message that hands the passages to the model with the instruction to cite them; with no
 * passage, the instruction to say that the answer draws on general knowledge.
 */
export function citationInstruction(citations: readonly Citation[]): string {
  if (citations.length === 0)
    return `本平台没有与这个问题直接相关的内容。请在回答的最后单独一行写：${GENERAL_KNOWLEDGE_NOTE}`;
  const passages = citations.map((citation) => `[${citation.number}] ${citation.title}：${citation.summary}`);
  return [
    '以下是本平台上与问题相关的内容。回答时优先依据这些内容，并在用到的句子后用 [1]、[2] 这样的编号标明来源；与问题无关的内容不要引用。',
    ...passages,
  ].join('\n');
}

/** A markdown link target of a portal path: spaces and brackets escaped so the link cannot break. */
const linkTarget = (path: string) => path.replace(/[\s()<>]/g, (character) => encodeURIComponent(character));

/**
 * The end of a cited answer: the numbered sources as links to the portal's pages ('' with none), on
 * `linkBase` (the portal's origin) when given.
 */
export function citationFooter(citations: readonly Citation[], linkBase = ''): string {
  if (citations.length === 0) return '';
  const lines = citations.map(
    (citation) =>
      `${citation.number}. [${citation.title.replace(/[[\]]/g, '')}](${linkBase}${linkTarget(citation.path)})`,
  );
  return `\n\n**参考来源**\n\n${lines.join('\n')}`;
}
