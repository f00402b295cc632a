import { useQuery } from '@tanstack/react-query';
import { ContentArticleView } from '../../components/articles/content-article-view';
import { ArticleSkeleton } from '../../components/ui/article-view';
import { QueryView } from '../../components/ui/query-view';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format-date';
import type { ScreenProps } from '../../lib/navigation/screen-props';
import { useScreenTitle } from '../../lib/page-title';
import { Comments } from './components/comments';
import { PracticePage } from './components/practice-page';
import { practiceQueries } from './practice-api';
import { useCountedView } from './use-counted-view';

/** /zhsj/article/{id}: one practice article, its view counted, with its comments. */
export default function PracticeArticleScreen({ params }: ScreenProps) {
  const id = params.id ?? '';
  const query = useQuery(practiceQueries.article(id));
  const views = useCountedView('article', id);
  useScreenTitle(paths.zhsjArticle.getHref(id), query.data?.title);
  return (
    <PracticePage list={{ label: '实践文章', href: paths.zhsjArticles.getHref() }} current="正文">
      <article className="card mx-auto max-w-4xl px-5 py-6 md:px-10 md:py-8">
        <QueryView query={query} skeleton={<ArticleSkeleton />}>
          {(article) => (
            <ContentArticleView
              article={article}
              facts={
                <>
                  {article.typeName ? <span className="text-brand-700">{article.typeName}</span> : null}
                  {article.schoolName ? <span>{article.schoolName}</span> : null}
                  <time>{formatDate(article.publishTime || article.createDate)}</time>
                  <span>浏览 {views ?? article.viewCount}</span>
                </>
              }
            />
          )}
        </QueryView>
      </article>
      <div className="mx-auto max-w-4xl">
        <Comments targetId={id} />
      </div>
    </PracticePage>
  );
}
