import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArticleDetailLayout } from '../../../components/ui/article-detail-layout';
import { SectionPanel } from '../../../components/ui/section-panel';
import { paths } from '../../../config/paths';

/** The studio a news item or a work belongs to. */
interface OwnedByStudio {
  studio?: { id: string; title: string } | undefined;
}

/** Props of {@link StudioArticleLayout}. */
export interface StudioArticleLayoutProps<Article extends OwnedByStudio> {
  query: UseQueryResult<Article>;
  children: (article: Article) => ReactNode;
  /** Below the studio's link (a work's files). */
  more?: ReactNode;
}

/** A studio's news item or work as an article, the way back to its studio beside it. */
export function StudioArticleLayout<Article extends OwnedByStudio>({
  query,
  children,
  more,
}: StudioArticleLayoutProps<Article>) {
  const studio = query.data?.studio;
  const studioLink = studio ? (
    <SectionPanel title="所属工作室">
      <Link href={paths.studioDetail.getHref(studio.id)} className="font-medium text-brand-700 hover:underline">
        {studio.title}
      </Link>
    </SectionPanel>
  ) : null;
  return (
    <ArticleDetailLayout
      section={{ label: '三名工作室', href: paths.threeStudio.getHref() }}
      query={query}
      aside={
        more ? (
          <div className="space-y-5">
            {studioLink}
            {more}
          </div>
        ) : (
          studioLink
        )
      }
    >
      {children}
    </ArticleDetailLayout>
  );
}
