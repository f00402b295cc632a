import {
  ADMIN_ARTICLE_KINDS,
  type AdminArticleDetail,
  type AdminArticleKind,
  articleCreateInputSchema,
  createArticle,
  publishArticle,
  updateArticle,
} from '@edu/api-client';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ArticleSkeleton, ArticleView } from '../../../components/ui/article-view';
import { Dialog } from '../../../components/ui/dialog';
import { QueryView } from '../../../components/ui/query-view';
import { PictureUploadField } from '../../../components/upload/picture-upload-field';
import { paths } from '../../../config/paths';
import { type FieldErrors, fieldErrorsOf } from '../../../lib/field-errors';
import { portal } from '../../../lib/portal-clients';
import { chinaMinute, isoOfChinaLocal } from '../china-time';
import { FormButton, INPUT_CLASS } from '../components/form-field';
import { RichTextEditor } from '../components/rich-text-editor';
import { SelectField } from '../components/select-field';
import { StateBadge } from '../components/state-badge';
import { TextField } from '../components/text-field';
import { consoleQueries, useConsoleWrite } from '../console-api';

interface Draft {
  kind: AdminArticleKind;
  type: string;
  title: string;
  summary: string;
  cover: string;
  content: string;
}

const EMPTY: Draft = { kind: 'article', type: '', title: '', summary: '', cover: '', content: '' };

/** The article editor: a new draft (no `?id=`) or an existing article in whatever state. */
export default function ArticleEditorSection() {
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  const query = useQuery({ ...consoleQueries.article(id), enabled: id !== '' });
  if (id === '') return <Editor key="new" />;
  return (
    <QueryView query={query} skeleton={<ArticleSkeleton />}>
      {(article) => <Editor key={`${article.id}-${article.version}`} article={article} />}
    </QueryView>
  );
}

function Editor({ article }: { article?: AdminArticleDetail }) {
  const [, navigate] = useLocation();
  const kinds = useQuery(consoleQueries.articleKinds);
  const [draft, setDraft] = useState<Draft>(
    article
      ? {
          kind: article.kind,
          type: article.type,
          title: article.title,
          summary: article.summary,
          cover: article.cover,
          content: article.content,
        }
      : EMPTY,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState('');
  const [previewing, setPreviewing] = useState(false);
  const [publishAt, setPublishAt] = useState('');
  const contentLabel = useId();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((old) => ({ ...old, [key]: value }));
  const types = kinds.data?.find((entry) => entry.kind === draft.kind)?.types ?? [];
  const editHref = (articleId: string) =>
    `${paths.console.getHref('content/edit')}?id=${encodeURIComponent(articleId)}`;

  const save = useConsoleWrite(
    (values: Draft) =>
      article
        ? updateArticle(portal, article.id, {
            version: article.version,
            title: values.title,
            summary: values.summary,
            cover: values.cover,
            content: values.content,
            type: values.type,
          })
        : createArticle(portal, values),
    article ? '已保存' : '草稿已保存',
    { onDone: (saved) => (article ? undefined : navigate(editHref(saved.id))), onRefused: setRefusal },
  );
  const publish = useConsoleWrite(
    (at: string | undefined) =>
      publishArticle(portal, article?.id ?? '', { version: article?.version ?? 0, ...(at ? { publishAt: at } : {}) }),
    publishAt ? '已设置定时发布' : '已发布',
    { onRefused: setRefusal },
  );

  const submit = () => {
    setRefusal('');
    const found = fieldErrorsOf(articleCreateInputSchema, draft);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(draft);
  };
  const changed =
    !article ||
    draft.title !== article.title ||
    draft.summary !== article.summary ||
    draft.cover !== article.cover ||
    draft.content !== article.content ||
    draft.type !== article.type;

  return (
    <section aria-labelledby="editor-title" className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <Link href={paths.console.getHref('content')} className="text-sm text-brand-700 hover:underline">
          ← 返回内容管理
        </Link>
        <h2 id="editor-title" className="text-xl font-semibold text-ink">
          {article ? '编辑文章' : '新建文章'}
        </h2>
        {article ? <StateBadge state={article.state} /> : null}
        {article && article.state !== 'draft' ? (
          <span className="text-sm text-muted">
            {article.state === 'scheduled' ? '将于' : '发布于'} {chinaMinute(article.publishAt)}
          </span>
        ) : null}
      </div>
      {refusal ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {refusal}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label="栏目"
          value={draft.kind}
          disabled={Boolean(article)}
          choices={ADMIN_ARTICLE_KINDS.map((entry) => ({ id: entry.kind, name: entry.name }))}
          onChange={(value) => setDraft((old) => ({ ...old, kind: value as AdminArticleKind, type: '' }))}
        />
        <SelectField
          label="类型"
          value={draft.type}
          none={types.length === 0 ? '该栏目不分类型' : '不选择'}
          disabled={types.length === 0}
          choices={types}
          onChange={(value) => set('type', value)}
        />
      </div>
      <TextField label="标题" error={errors.title} value={draft.title} onChange={(value) => set('title', value)} />
      <TextField
        label="摘要"
        error={errors.summary}
        rows={2}
        value={draft.summary}
        onChange={(value) => set('summary', value)}
      />
      <PictureUploadField
        label="封面图片"
        picture={draft.cover}
        onUploaded={(result) => set('cover', result.url)}
        preview={{ alt: '当前封面', className: 'h-24 w-40 rounded-md border border-slate-200 object-cover' }}
        error={errors.cover}
        remove={{
          label: '移除封面',
          className: 'text-sm text-red-700 hover:underline',
          onRemove: () => set('cover', ''),
        }}
      />
      <div className="space-y-1">
        <p id={contentLabel} className="text-sm font-medium text-ink">
          正文
        </p>
        <RichTextEditor
          id={`${contentLabel}-editor`}
          labelledBy={contentLabel}
          value={draft.content}
          onChange={(html) => set('content', html)}
        />
        {errors.content ? <p className="text-sm text-red-700">{errors.content}</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
        <FormButton onClick={submit} disabled={save.isPending || !changed}>
          {article ? '保存修改' : '保存草稿'}
        </FormButton>
        <FormButton tone="plain" onClick={() => setPreviewing(true)}>
          预览
        </FormButton>
        {article && article.state !== 'published' ? (
          <>
            <FormButton tone="plain" disabled={publish.isPending || changed} onClick={() => publish.mutate(undefined)}>
              立即发布
            </FormButton>
            <label className="flex items-center gap-2 text-sm text-ink">
              定时发布
              <input
                type="datetime-local"
                aria-label="定时发布时间"
                className={INPUT_CLASS}
                value={publishAt}
                onChange={(event) => setPublishAt(event.target.value)}
              />
            </label>
            <FormButton
              tone="plain"
              disabled={publish.isPending || changed || !isoOfChinaLocal(publishAt)}
              onClick={() => publish.mutate(isoOfChinaLocal(publishAt))}
            >
              设置定时
            </FormButton>
          </>
        ) : null}
        {article && article.state === 'published' ? (
          <a
            href={article.publicPath}
            target="_blank"
            rel="noreferrer"
            className="text-sm text-brand-700 hover:underline"
          >
            查看前台页面
          </a>
        ) : null}
        {article && changed ? <span className="text-sm text-muted">有未保存的修改，保存后才能发布</span> : null}
      </div>
      <Dialog open={previewing} onOpenChange={setPreviewing} title="发布前预览" className="md:w-[880px]">
        <div className="overflow-y-auto px-6 py-5">
          <ArticleView
            title={draft.title || '（未填写标题）'}
            facts={<span>{ADMIN_ARTICLE_KINDS.find((entry) => entry.kind === draft.kind)?.name}</span>}
            cover={draft.cover || undefined}
            html={draft.content}
          />
        </div>
      </Dialog>
    </section>
  );
}
