import type { PreviewFile } from '@edu/api-client';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { CardGrid } from '../../components/cards/card-grid';
import { CoverImage } from '../../components/cards/cover-image';
import { LazyFilePreviewDialog } from '../../components/file-preview/lazy-file-preview-dialog';
import { pictureAsPreviewFile } from '../../components/file-preview/preview-logic';
import { SearchBar } from '../../components/search-bar/search-bar';
import type { SearchField } from '../../components/search-bar/search-fields';
import { ChoiceChips } from '../../components/ui/choice-chips';
import { PageHeader } from '../../components/ui/page-header';
import { QueryView } from '../../components/ui/query-view';
import { CardGridSkeleton } from '../../components/ui/skeleton';
import { pictureLoading } from '../../lib/picture-loading';
import { type AwardLevel, awardListQuery, type Painting } from './paint-api';
import { FIRST_LEVEL } from './paint-first-data';

const LEVELS: readonly { value: AwardLevel; label: string }[] = [
  { value: 'all', label: '全部获奖作品' },
  { value: 'first', label: '一等奖' },
  { value: 'second', label: '二等奖' },
  { value: 'third', label: '三等奖' },
];

const FIELDS: SearchField[] = [
  { kind: 'input', prop: 'keyword', label: '关键词', placeholder: '作品名称或学校、作者', col: 2 },
];

/** A painting as the preview dialog's picture (the work is its cover image). */
function paintingAsPreview(painting: Painting): PreviewFile {
  return pictureAsPreviewFile(painting.id, painting.title, painting.cover);
}

/** /paint: the painting award lists (SPEC §1, §7): all, first, second and third awards, each picture viewable. */
export default function PaintScreen() {
  const [level, setLevel] = useState<AwardLevel>(FIRST_LEVEL);
  const [keyword, setKeyword] = useState('');
  const [previewIndex, setPreviewIndex] = useState<number | undefined>(undefined);
  const query = useQuery(awardListQuery(level, keyword));
  const pictures = useMemo(() => (query.data ?? []).map(paintingAsPreview), [query.data]);
  return (
    <div className="page-container space-y-5 py-6">
      <PageHeader title="绘画获奖">全县中小学生绘画比赛获奖作品：一等奖、二等奖、三等奖作品一览。</PageHeader>
      <ChoiceChips<AwardLevel> label="奖项" options={LEVELS} value={level} onChange={setLevel} />
      <SearchBar fields={FIELDS} onSearch={({ values }) => setKeyword(values.keyword ?? '')} />
      <section aria-label="获奖作品" className="card p-5">
        <QueryView
          query={query}
          skeleton={<CardGridSkeleton cards={8} />}
          isEmpty={(list) => list.length === 0}
          emptyText="没有找到符合条件的作品"
        >
          {(list) => (
            <CardGrid items={list} className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {(painting, index) => (
                <button
                  type="button"
                  onClick={() => setPreviewIndex(index)}
                  className="group block w-full overflow-hidden rounded-lg border border-slate-100 text-left hover:shadow-card"
                >
                  <span className="relative block">
                    <CoverImage src={painting.cover} loading={pictureLoading(index)} className="aspect-video w-full" />
                    {painting.awardName ? (
                      <span className="absolute top-2 right-2 rounded-full bg-accent-700 px-2.5 py-0.5 text-xs text-white">
                        {painting.awardName}
                      </span>
                    ) : null}
                  </span>
                  <span className="block p-3">
                    <span className="block truncate font-medium text-ink group-hover:text-brand-600">
                      {painting.title}
                    </span>
                    <span className="mt-1 block truncate text-sm text-muted">{painting.summary}</span>
                    {painting.teacher ? (
                      <span className="mt-1 block truncate text-xs text-muted">指导教师：{painting.teacher}</span>
                    ) : null}
                  </span>
                </button>
              )}
            </CardGrid>
          )}
        </QueryView>
      </section>
      <LazyFilePreviewDialog files={pictures} index={previewIndex} onIndexChange={setPreviewIndex} tracking="none" />
    </div>
  );
}
