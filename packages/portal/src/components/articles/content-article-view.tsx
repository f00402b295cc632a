import type { ReactNode } from 'react';
import { ArticleView } from '../ui/article-view';

/** What of a server item makes an article: its title, its cover if any, its body's HTML. */
export interface ArticleContent {
  title: string;
  cover?: string | undefined;
  content: string;
}

/** A server item with a body (news, activity, practice article) shown as an article, under its facts line. */
export function ContentArticleView({ article, facts }: { article: ArticleContent; facts: ReactNode }) {
  return <ArticleView title={article.title} cover={article.cover} html={article.content} facts={facts} />;
}
