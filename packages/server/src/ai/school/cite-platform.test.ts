import { describe, expect, it } from 'vitest';
import { GuideIndex } from '../chat/guide/guide-index';
import { sectionGuideDocuments } from '../chat/guide/section-guide-documents';
import { COUNTY_QUESTIONS } from './__fixtures__/county-questions';
import { CITATION_COUNT, citationFooter, citationInstruction, citationsOf } from './cite-platform';

const index = new GuideIndex(sectionGuideDocuments());
const citationsFor = (question: string) => citationsOf(index.search(question, CITATION_COUNT * 2));

describe('citationsOf', () => {
  it('cites the page that answers at least 90 % of the county questions among the first three', () => {
    const missed = COUNTY_QUESTIONS.filter(
      ({ question, page }) => !citationsFor(question).some((citation) => citation.path === page),
    );
    expect(missed.length / COUNTY_QUESTIONS.length).toBeLessThanOrEqual(0.1);
  });

  it.each(['请回答这个问题', '什么是分数？', '帮我写一首关于春天的诗'])(
    'cites nothing for a general question: %s',
    (question) => {
      expect(citationsFor(question)).toEqual([]);
    },
  );
});

describe('citation texts', () => {
  it('numbers the passages for the model and the links for the reader', () => {
    const citations = citationsFor('在哪里可以下载课件和教案？');
    expect(citationInstruction(citations)).toContain('[1] 资源中心：');
    expect(citationFooter(citations)).toBe('\n\n**参考来源**\n\n1. [资源中心](/resource)');
  });

  it('asks the model to say so when the platform has nothing on the question', () => {
    expect(citationInstruction([])).toContain('（本回答未引用平台内容，依据通用知识。）');
    expect(citationFooter([])).toBe('');
  });
});
