import { useQuery } from '@tanstack/react-query';
import type { ScreenProps } from '../../app/route-table';
import { RelatedArticleList } from '../../components/articles/related-article-list';
import { ArticleDetailLayout } from '../../components/ui/article-detail-layout';
import { ArticleView } from '../../components/ui/article-view';
import { QueryView } from '../../components/ui/query-view';
import { SectionPanel } from '../../components/ui/section-panel';
import { ListSkeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format-date';
import { useScreenTitle } from '../../lib/page-title';
import { type ReformDetail, reformDetailQuery, reformPageQuery } from './reform-api';

/** /reformInfo/{id}: one evaluation-reform article and others of its label. */
export default function ReformDetailScreen({ params }: ScreenProps) {
  const id = params.id ?? '';
  const query = useQuery(reformDetailQuery(id));
  useScreenTitle(paths.reformDetail.getHref(id), query.data?.title);
  return (
    <ArticleDetailLayout
      section={{ label: '评价改革', href: paths.reform.getHref() }}
      query={query}
      aside={query.data ? <SameLabel id={id} label={query.data.type} /> : null}
    >
      {(article) => <ReformBody article={article} />}
    </ArticleDetailLayout>
  );
}

function ReformBody({ article }: { article: ReformDetail }) {
  return (
    <ArticleView
      title={article.title}
      cover={article.cover}
      html={article.content}
      facts={
        <>
          {article.labelName ? <span className="text-brand-700">{article.labelName}</span> : null}
          <span>来源：{article.schoolName || article.creatorName}</span>
          <time>{formatDate(article.publishTime || article.createDate)}</time>
          <span>浏览 {article.viewCount}</span>
        </>
      }
    />
  );
}

function SameLabel({ id, label }: { id: string; label: string }) {
  const query = useQuery(reformPageQuery({ label, keyword: '', startDate: '', endDate: '', pageNum: 1, pageSize: 10 }));
  return (
    <SectionPanel title="同类资讯" moreHref={paths.reform.getHref()}>
      <QueryView
        query={query}
        skeleton={<ListSkeleton rows={3} />}
        isEmpty={(page) => page.list.every((item) => item.id === id)}
      >
        {(page) => <RelatedArticleList articles={page.list} currentId={id} hrefOf={paths.reformDetail.getHref} />}
      </QueryView>
    </SectionPanel>
  );
}
