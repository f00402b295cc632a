import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { QueryView } from '../../components/ui/query-view';
import { SectionPanel } from '../../components/ui/section-panel';
import { ListSkeleton } from '../../components/ui/skeleton';
import { EmptyState } from '../../components/ui/status-views';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { useScreenTitle } from '../../lib/page-title';
import { countLessonView, type Lesson, type Programme, threeClassQueries } from './three-classrooms-api';

/** /three-studio/2syClassInfo?id=: one three-classroom programme, its teacher, and its lessons to watch. */
export default function ProgrammeScreen() {
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  return (
    <div className="page-container space-y-5 py-6">
      <Breadcrumb trail={[{ label: '三个课堂', href: paths.hdym.getHref() }]} current="课程详情" />
      {id ? <ProgrammeView id={id} /> : <EmptyState text="没有指定课程" />}
    </div>
  );
}

function ProgrammeView({ id }: { id: string }) {
  const query = useQuery(threeClassQueries.programme(id));
  useScreenTitle(paths.threeClassInfo.getHref(id), query.data?.title);
  return (
    <QueryView query={query} skeleton={<ListSkeleton rows={6} label="正在加载课程" />}>
      {(programme) => <ProgrammeBody programme={programme} />}
    </QueryView>
  );
}

function ProgrammeBody({ programme }: { programme: Programme }) {
  const [playing, setPlaying] = useState<Lesson | undefined>(programme.lessons[0]);
  const file = playing?.files.find((f) => f.fileExt === 'mp4') ?? playing?.files[0];
  // One view per recording and visit, however often it is paused and played again.
  const counted = useRef(new Set<string>());
  const countOnce = () => {
    if (!file || counted.current.has(file.id)) return;
    counted.current.add(file.id);
    countLessonView(file.id).catch(() => undefined);
  };
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <section aria-label="课程" className="card min-w-0 p-5 md:p-6">
        <p className="flex flex-wrap gap-2 text-sm">
          <span className="rounded bg-brand-50 px-2 py-0.5 text-brand-700">{programme.typeName}</span>
          {[programme.phaseName, programme.gradeName, programme.subjectName].filter(Boolean).map((label) => (
            <span key={label} className="rounded bg-slate-100 px-2 py-0.5 text-muted">
              {label}
            </span>
          ))}
        </p>
        <h1 className="mt-3 text-2xl font-semibold text-ink">{programme.title}</h1>
        <p className="mt-2 text-muted">
          {programme.summary} {programme.schedule ? `上课时间：${programme.schedule}。` : ''}
        </p>
        {file ? (
          // biome-ignore lint/a11y/useMediaCaption: the lesson recordings carry no caption tracks.
          <video
            key={file.id}
            src={file.fileUrl}
            poster={programme.cover}
            controls
            controlsList="nodownload"
            preload="metadata"
            onPlay={countOnce}
            aria-label={playing?.title}
            className="mt-5 aspect-video w-full rounded-lg bg-slate-950"
          />
        ) : (
          <img src={programme.cover} alt="" className="mt-5 aspect-video w-full rounded-lg object-cover" />
        )}
        {playing ? <p className="mt-3 font-medium text-ink">正在播放：{playing.title}</p> : null}
      </section>
      <div className="space-y-5">
        {programme.teacher ? (
          <SectionPanel title="授课教师">
            <div className="flex gap-3">
              {programme.teacher.avatar ? (
                <img src={programme.teacher.avatar} alt="" className="size-14 shrink-0 rounded-full object-cover" />
              ) : null}
              <div className="min-w-0">
                <p className="font-medium text-ink">
                  {programme.teacher.name}
                  <span className="ml-2 text-sm text-muted">{programme.teacher.title}</span>
                </p>
                <p className="text-sm text-muted">{programme.teacher.schoolName}</p>
                <p className="mt-2 text-sm leading-6 text-ink">{programme.teacher.intro}</p>
              </div>
            </div>
          </SectionPanel>
        ) : null}
        <SectionPanel title="课程列表">
          {programme.lessons.length === 0 ? (
            <EmptyState text="暂无课时" />
          ) : (
            <ol className="space-y-2">
              {programme.lessons.map((lesson) => (
                <li key={lesson.id}>
                  <button
                    type="button"
                    aria-current={lesson.id === playing?.id ? 'true' : undefined}
                    onClick={() => setPlaying(lesson)}
                    className={cn(
                      'w-full rounded-lg px-3 py-2 text-left',
                      lesson.id === playing?.id ? 'bg-brand-600 text-white' : 'bg-slate-50 text-ink hover:bg-brand-50',
                    )}
                  >
                    <span className="block truncate font-medium">{lesson.title}</span>
                    <span className={cn('text-xs', lesson.id === playing?.id ? 'text-white/85' : 'text-muted')}>
                      {lesson.lessonDate} · {lesson.duration}
                    </span>
                  </button>
                </li>
              ))}
            </ol>
          )}
        </SectionPanel>
      </div>
    </div>
  );
}
