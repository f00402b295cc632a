import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { QueryView } from '../../../components/ui/query-view';
import { SectionPanel } from '../../../components/ui/section-panel';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date';
import { homeQueries } from '../home-api';

/** The home news (SPEC §7 listHomePage): the first article with its picture, the next ones as a list. */
export function NewsBlock() {
  const query = useQuery(homeQueries.news);
  return (
    <SectionPanel title="新闻资讯" moreHref={paths.information.getHref()}>
      <QueryView query={query} skeleton={<ListSkeleton rows={4} />} isEmpty={(page) => page.list.length === 0}>
        {(page) => {
          const [lead, ...rest] = page.list;
          return (
            <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
              {lead ? (
                <Link href={paths.articleDetail.getHref(lead.id)} className="group block">
                  {/* Above the fold on most screens: loaded at once, not lazily. */}
                  <img src={lead.cover} alt="" className="aspect-[16/10] w-full rounded-lg object-cover" />
                  <p className="mt-3 line-clamp-2 font-semibold text-ink group-hover:text-brand-600">{lead.title}</p>
                  <p className="mt-1 line-clamp-2 text-sm text-muted">{lead.summary}</p>
                </Link>
              ) : null}
              <ul className="divide-y divide-slate-100">
                {rest.slice(0, 7).map((article) => (
                  <li key={article.id}>
                    <Link
                      href={paths.articleDetail.getHref(article.id)}
                      className="group flex items-center gap-3 py-2.5"
                    >
                      {article.typeName ? (
                        <span className="shrink-0 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-700">
                          {article.typeName}
                        </span>
                      ) : null}
                      <span className="min-w-0 flex-1 truncate text-[15px] text-ink group-hover:text-brand-600">
                        {article.title}
                      </span>
                      <time className="hidden shrink-0 text-sm text-muted sm:inline">
                        {formatDate(article.publishTime || article.createDate)}
                      </time>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          );
        }}
      </QueryView>
    </SectionPanel>
  );
}
