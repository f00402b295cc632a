import MiniSearch from 'minisearch';
import { GUIDE_STOP_TERMS, GUIDE_SYNONYMS } from './guide-vocabulary';
import { tokenizeChinese } from './tokenize-chinese';

/** A document the offline guide can point to: a section guide, an article, a news item. */
export interface GuideDocument {
  /** Unique across all documents; adding a document with an existing id replaces it. */
  id: string;
  title: string;
  /** Portal path the answer links to (may carry a #anchor). */
  path: string;
  /** One or two sentences on what the page offers; quoted first in answers. */
  summary: string;
  /** Longer text searched and quoted from (a presenter script, an article body). */
  text: string;
  keywords?: readonly string[];
  /** What kind of page this is, shown in reasoning steps (e.g. 栏目, 文章, 新闻). */
  kind?: string;
}

/** One hit of {@link GuideIndex.search}. */
export interface GuideHit {
  document: GuideDocument;
  score: number;
  /** The query terms this document matched. */
  matchedTerms: string[];
}

/** The analysed query: its own terms and those added from {@link GUIDE_SYNONYMS}. */
export interface GuideQuery {
  terms: string[];
  expansions: string[];
}

interface IndexedFields {
  id: string;
  title: string;
  keywords: string;
  summary: string;
  text: string;
}

const tokenize = (text: string) => tokenizeChinese(text, GUIDE_STOP_TERMS);

/**
 * BM25 retrieval (minisearch) over the platform's own content. Section guides are added at start-up;
 * the portal adds seeded articles and news with {@link GuideIndex.addDocuments}.
 */
export class GuideIndex {
  private readonly documents = new Map<string, GuideDocument>();
  private readonly search_ = new MiniSearch<IndexedFields>({
    fields: ['title', 'keywords', 'summary', 'text'],
    tokenize,
    processTerm: (term) => term,
    searchOptions: { boost: { title: 3, keywords: 3, summary: 1.5, text: 1 }, combineWith: 'OR' },
  });

  constructor(documents: readonly GuideDocument[] = []) {
    this.addDocuments(documents);
  }

  /** How many documents are indexed. */
  get size(): number {
    return this.documents.size;
  }

  /** Adds documents (or replaces those with the same id). */
  addDocuments(documents: readonly GuideDocument[]): void {
    for (const document of documents) {
      if (this.documents.has(document.id)) this.search_.discard(document.id);
      this.documents.set(document.id, document);
      this.search_.add({
        id: document.id,
        title: document.title,
        keywords: (document.keywords ?? []).join(' '),
        summary: document.summary,
        text: document.text,
      });
    }
  }

  /** Removes a document by id (nothing happens for an unknown id). */
  removeDocument(id: string): void {
    if (!this.documents.delete(id)) return;
    this.search_.discard(id);
  }

  /** Splits a question into terms, drops question words and adds the platform's synonyms. */
  analyse(question: string): GuideQuery {
    const terms = [...new Set(tokenize(question))];
    const expansions = new Set<string>();
    for (const term of terms) {
      for (const synonym of GUIDE_SYNONYMS[term] ?? []) if (!terms.includes(synonym)) expansions.add(synonym);
    }
    return { terms, expansions: [...expansions] };
  }

  /** The best documents for a question, best first. */
  search(question: string, limit: number): GuideHit[] {
    const query = this.analyse(question);
    const all = [...query.terms, ...query.expansions];
    if (all.length === 0) return [];
    // Each term is its own sub-query so the segmenter cannot re-split an already chosen term.
    const results = this.search_.search({ combineWith: 'OR', queries: all }, { tokenize: (text) => [text] });
    const hits: GuideHit[] = [];
    for (const result of results.slice(0, limit)) {
      const document = this.documents.get(String(result.id));
      if (document) hits.push({ document, score: result.score, matchedTerms: result.terms });
    }
    return hits;
  }
}
