import type { PreviewFile } from '@edu/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LazyFilePreviewDialog } from '../../../components/file-preview/lazy-file-preview-dialog';
import { QueryView } from '../../../components/ui/query-view';
import { CardGridSkeleton } from '../../../components/ui/skeleton';
import { pictureLoading } from '../../../lib/picture-loading';
import { type ExhibitionDetails, exhibitionDetailsQuery } from '../exhibition-api';
import { ExhibitCard } from './exhibit-card';
import { previewOf } from './exhibit-previews';

/** One exhibition: its banner, preface and exhibits; opening an exhibit previews it among its kind. */
export function ExhibitionHall({ id }: { id: string }) {
  const query = useQuery(exhibitionDetailsQuery(id));
  return (
    <QueryView query={query} skeleton={<CardGridSkeleton cards={8} label="正在加载展览" />}>
      {(details) => <Hall details={details} />}
    </QueryView>
  );
}

function Hall({ details }: { details: ExhibitionDetails }) {
  const [preview, setPreview] = useState<{ files: PreviewFile[]; index: number } | null>(null);
  return (
    <article aria-labelledby="exhibition-title" className="card overflow-hidden">
      {details.cover ? <img src={details.cover} alt="" className="aspect-[1200/420] w-full object-cover" /> : null}
      <div className="space-y-4 p-5 md:p-6">
        <header className="space-y-2">
          <h2 id="exhibition-title" className="text-xl font-semibold text-ink">
            {details.title}
          </h2>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            <span>{details.hall}</span>
            <span>
              展期：{details.startDate} 至 {details.endDate}
            </span>
            {details.curator ? <span>策展：{details.curator}</span> : null}
            <span>展品 {details.exhibits.length} 件</span>
          </p>
          <p className="border-l-4 border-accent-500 pl-3 leading-7 text-ink">{details.summary}</p>
        </header>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {details.exhibits.map((exhibit, index) => (
            <li key={`${exhibit.exhibitType}-${exhibit.id}`}>
              <ExhibitCard
                exhibit={exhibit}
                pictureLoading={pictureLoading(index)}
                onOpen={() => setPreview(previewOf(details.exhibits, exhibit))}
              />
            </li>
          ))}
        </ul>
      </div>
      <LazyFilePreviewDialog
        files={preview?.files ?? []}
        index={preview?.index}
        onIndexChange={(index) =>
          setPreview((current) => (current && index !== undefined ? { ...current, index } : null))
        }
        tracking="none"
      />
    </article>
  );
}
