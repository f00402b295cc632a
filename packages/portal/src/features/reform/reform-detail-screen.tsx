import { useQuery } from '@tanstack/react-query';
import { ArticleDetail, RelatedArticlesPanel } from '../../components/articles/article-detail';
import { FIRST_ARTICLE_PAGE } from '../../components/articles/article-search';
import { paths } from '../../config/paths';
import type { ScreenProps } from '../../lib/navigation/screen-props';
import { reformQueries } from './reform-api';

/** /reformInfo/{id}: one evaluation-reform article and others of its label. */
export default function ReformDetailScreen({ params }: ScreenProps) {
  const id = params.id ?? '';
  return (
    <ArticleDetail
      id={id}
      section={{ label: '评价改革', href: paths.reform.getHref() }}
      query={useQuery(reformQueries.detail(id))}
      hrefOf={paths.reformDetail.getHref}
      factsOf={(article) => ({ tag: article.labelName, source: article.schoolName || article.creatorName })}
      aside={(article) => <SameLabel id={id} label={article.type} />}
    />
  );
}

function SameLabel({ id, label }: { id: string; label: string }) {
  const query = useQuery({
    ...reformQueries.page({ ...FIRST_ARTICLE_PAGE, type: label }),
    select: (page) => page.list,
  });
  return (
    <RelatedArticlesPanel
      title="同类资讯"
      moreHref={paths.reform.getHref()}
      query={query}
      currentId={id}
      hrefOf={paths.reformDetail.getHref}
    />
  );
}
