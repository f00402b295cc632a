import { useQuery } from '@tanstack/react-query';
import { ArticleDetail, RelatedArticlesPanel } from '../../components/articles/article-detail';
import { paths } from '../../config/paths';
import type { ScreenProps } from '../../lib/navigation/screen-props';
import { informationQueries, recommendedArticlesQuery } from './information-api';

/** /detial/{id} (SPEC's spelling; the id arrives as a prop): one article and related ones. */
export default function ArticleDetailScreen({ params }: ScreenProps) {
  const id = params.id ?? '';
  return (
    <ArticleDetail
      id={id}
      section={{ label: '资讯中心', href: paths.information.getHref() }}
      query={useQuery(informationQueries.detail(id))}
      hrefOf={paths.articleDetail.getHref}
      factsOf={(article) => ({ tag: article.typeName, source: article.source || article.creatorName })}
      aside={(article) => <RelatedArticles id={id} type={article.type} />}
    />
  );
}

function RelatedArticles({ id, type }: { id: string; type: string }) {
  const query = useQuery(recommendedArticlesQuery(id, type));
  return <RelatedArticlesPanel title="相关推荐" query={query} currentId={id} hrefOf={paths.articleDetail.getHref} />;
}
