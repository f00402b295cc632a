import { createStudioNews, updateStudioNews } from '@edu/api-client';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { QueryView } from '../../../components/ui/query-view';
import { RichTextEditor } from '../../../components/ui/rich-text-editor';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { PictureUploadField } from '../../../components/upload/picture-upload-field';
import { portal } from '../../../lib/portal-clients';
import { studioQueries } from '../studios-api';
import { type AdminPageProps, adminHrefOf } from './admin-context';
import { ADMIN_STYLES } from './admin-styles';
import { coverUrlOf, type NewsDraft, type NewsDraftErrors, newsInputOf, validateNewsDraft } from './news-draft';
import { useStudioWrite } from './use-studio-write';

const EMPTY: NewsDraft = { title: '', summary: '', cover: '', content: '' };

/** The news editor (the hidden route `content`): a new item, or `?id=` an existing one. */
export function NewsEditor(props: AdminPageProps) {
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  const existing = useQuery({ ...studioQueries.newsItem(id), enabled: id !== '' });
  if (!id) return <NewsForm {...props} initial={EMPTY} />;
  return (
    <QueryView query={existing} skeleton={<ListSkeleton rows={4} label="正在加载动态" />}>
      {(news) => (
        <NewsForm
          {...props}
          key={news.id}
          newsId={news.id}
          initial={{ title: news.title, summary: news.summary, cover: news.cover, content: news.content }}
        />
      )}
    </QueryView>
  );
}

function NewsForm({ studioId, routes, newsId, initial }: AdminPageProps & { newsId?: string; initial: NewsDraft }) {
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<NewsDraftErrors>({});
  const ids = { title: useId(), summary: useId(), body: useId(), error: useId() };
  const backHref = adminHrefOf(routes, 'news', studioId) ?? '';
  const save = useStudioWrite(
    (value: NewsDraft) =>
      newsId
        ? updateStudioNews(portal, newsId, newsInputOf(value))
        : createStudioNews(portal, studioId, newsInputOf(value)),
    newsId ? '动态已保存' : '动态已发布',
  );
  const set = (field: keyof NewsDraft, value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewsDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(draft, { onSuccess: () => navigate(backHref) });
  };
  const errorOf = (field: keyof NewsDraft) =>
    errors[field] ? (
      <p id={`${ids.error}-${field}`} className={ADMIN_STYLES.error}>
        {errors[field]}
      </p>
    ) : null;
  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label={newsId ? '编辑动态' : '发布动态'}>
      <div>
        <label htmlFor={ids.title} className="mb-1 block text-sm font-medium text-ink">
          标题 <span className="text-red-700">*</span>
        </label>
        <input
          id={ids.title}
          value={draft.title}
          onChange={(event) => set('title', event.target.value)}
          aria-invalid={errors.title !== undefined}
          aria-describedby={errors.title ? `${ids.error}-title` : undefined}
          className={ADMIN_STYLES.input}
        />
        {errorOf('title')}
      </div>
      <div>
        <label htmlFor={ids.summary} className="mb-1 block text-sm font-medium text-ink">
          摘要
        </label>
        <textarea
          id={ids.summary}
          rows={2}
          value={draft.summary}
          onChange={(event) => set('summary', event.target.value)}
          aria-invalid={errors.summary !== undefined}
          aria-describedby={errors.summary ? `${ids.error}-summary` : undefined}
          className={ADMIN_STYLES.input}
        />
        {errorOf('summary')}
      </div>
      <PictureUploadField
        label="封面图片"
        picture={draft.cover}
        onUploaded={(result) => set('cover', coverUrlOf(result.transcodePath))}
        preview={{ alt: '封面预览', className: 'aspect-video w-48 rounded-lg object-cover' }}
        remove={{ label: '移除封面', className: ADMIN_STYLES.danger, onRemove: () => set('cover', '') }}
      />
      <div>
        <p id={ids.body} className="mb-1 block text-sm font-medium text-ink">
          正文 <span className="text-red-700">*</span>
        </p>
        <RichTextEditor
          label="正文"
          labelledBy={ids.body}
          value={initial.content}
          invalid={errors.content !== undefined}
          describedBy={errors.content ? `${ids.error}-content` : undefined}
          onChange={(html) => set('content', html)}
        />
        {errorOf('content')}
      </div>
      <div className="flex gap-3">
        <button type="submit" className={ADMIN_STYLES.primary} disabled={save.isPending}>
          {newsId ? '保存' : '发布'}
        </button>
        <Link href={backHref} className={ADMIN_STYLES.secondary}>
          返回列表
        </Link>
      </div>
    </form>
  );
}
