import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CardGrid } from '../../components/cards/card-grid';
import { CoverCard } from '../../components/cards/cover-card';
import { CoverImage } from '../../components/cards/cover-image';
import { PagedList } from '../../components/lists/paged-list';
import { ChoiceChips } from '../../components/ui/choice-chips';
import { CardGridSkeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { pictureLoading } from '../../lib/picture-loading';
import { FIRST_PROGRAMME_PAGE } from './hdym-first-data';
import { type ProgrammeFilter, threeClassQueries } from './three-classrooms-api';

const select = 'h-10 w-full rounded-lg border border-slate-200 bg-white px-3 text-[15px] text-ink';

/**
 * /hdym (kept alive): the three classrooms (专递课堂, 名师课堂, 名校网络课堂) by kind, phase, grade and
 * subject; each programme opens its page with its lessons. The filters and page survive leaving.
 */
export default function HdymScreen() {
  const [filter, setFilter] = useState<ProgrammeFilter>(FIRST_PROGRAMME_PAGE);
  const types = useQuery(threeClassQueries.types);
  const phases = useQuery(threeClassQueries.phases);
  const grades = useQuery(threeClassQueries.grades);
  const subjects = useQuery(threeClassQueries.subjects(filter.phaseId));
  const programmes = useQuery(threeClassQueries.programmes(filter));
  const change = (next: Partial<ProgrammeFilter>) => setFilter((current) => ({ ...current, ...next, pageNum: 1 }));
  const phaseGrades = (grades.data ?? []).filter((grade) => !filter.phaseId || grade.phaseId === filter.phaseId);

  return (
    <div className="space-y-6 pb-6">
      <header className="bg-gradient-to-r from-brand-700 to-sky-600 text-white">
        <div className="page-container py-8 md:py-12">
          <h1 className="text-2xl font-semibold md:text-3xl">三个课堂</h1>
          <p className="mt-2 max-w-2xl text-white/90">
            专递课堂、名师课堂、名校网络课堂：把县城优质课堂送进每一所乡村学校。
          </p>
        </div>
      </header>
      <div className="page-container space-y-5">
        <ChoiceChips
          label="课堂类型"
          options={[{ value: '', label: '全部' }, ...(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))]}
          value={filter.type}
          onChange={(type) => change({ type })}
        />
        <div className="card grid grid-cols-1 gap-4 p-4 sm:grid-cols-3">
          <label className="space-y-1 text-sm text-muted">
            <span>学段</span>
            <select
              className={select}
              value={filter.phaseId}
              onChange={(event) => change({ phaseId: event.target.value, gradeId: '', subjectId: '' })}
            >
              <option value="">全部学段</option>
              {(phases.data ?? []).map((phase) => (
                <option key={phase.id} value={phase.id}>
                  {phase.name}
                </option>
              ))}
            </select>
          </label>
          <label className="space-y-1 text-sm text-muted">
            <span>年级</span>
            <select
              className={select}
              value={filter.gradeId}
              onChange={(event) => change({ gradeId: event.target.value })}
            >
              <option value="">全部年级</option>
              {phaseGrades.map((grade) => (
                <option key={grade.id} value={grade.id}>
                  {grade.name}
                </option>
              ))}
            </select>
          </label>
          <label className="space-y-1 text-sm text-muted">
            <span>学科</span>
            <select
              className={select}
              value={filter.subjectId}
              onChange={(event) => change({ subjectId: event.target.value })}
            >
              <option value="">全部学科</option>
              {(subjects.data ?? []).map((subject) => (
                <option key={subject.id} value={subject.id}>
                  {subject.name}
                </option>
              ))}
            </select>
          </label>
        </div>
        <PagedList
          label="课程列表"
          className="card p-5"
          query={programmes}
          page={filter}
          onPage={(next) => setFilter((current) => ({ ...current, ...next }))}
          skeleton={<CardGridSkeleton cards={8} />}
          emptyText="没有找到符合条件的课程"
        >
          {(items) => (
            <CardGrid items={items} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {(programme, index) => (
                <CoverCard
                  href={paths.threeClassInfo.getHref(programme.id)}
                  picture={
                    <CoverImage src={programme.cover} loading={pictureLoading(index)} className="aspect-video w-full" />
                  }
                  title={programme.title}
                >
                  <span className="mt-1 line-clamp-2 text-sm text-muted">{programme.summary}</span>
                  <span className="mt-2 flex flex-wrap gap-x-2 text-xs text-muted">
                    <span className="text-brand-700">{String(programme.typeName ?? '')}</span>
                    <span>{String(programme.schedule ?? '')}</span>
                    <span>浏览 {programme.viewCount}</span>
                  </span>
                </CoverCard>
              )}
            </CardGrid>
          )}
        </PagedList>
      </div>
    </div>
  );
}
