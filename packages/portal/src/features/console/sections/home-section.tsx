import {
  APP_OPEN_MODES,
  createHomeItem,
  HOME_ITEM_KINDS,
  type HomeItem,
  type HomeItemKind,
  homeItemCreateInputSchema,
  reorderHomeItems,
  type SiteSettings,
  setHomeItemVisibility,
  siteSettingsInputSchema,
  updateHomeItem,
  updateSiteSettings,
} from '@edu/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryView } from '../../../components/ui/query-view';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { PictureUploadField } from '../../../components/upload/picture-upload-field';
import { portal } from '../../../lib/portal-clients';
import { chinaMinute } from '../china-time';
import { ConsoleList, RowButton } from '../components/console-list';
import { FormDialog } from '../components/form-dialog';
import { FormButton } from '../components/form-field';
import { SelectField } from '../components/select-field';
import { TabStrip } from '../components/tab-strip';
import { TextField } from '../components/text-field';
import { useFormDraft } from '../components/use-form-draft';
import { consoleQueries, useConsoleWrite } from '../console-api';

const WITH_PICTURE: readonly HomeItemKind[] = ['carousel', 'ad', 'application'];

/** The home page's lists and the site's settings, edited here and seen on the portal at the next page. */
export default function HomeSection() {
  const [kind, setKind] = useState<HomeItemKind>('carousel');
  return (
    <div className="space-y-8">
      <section aria-labelledby="home-items-title" className="space-y-4">
        <h2 id="home-items-title" className="text-xl font-semibold text-ink">
          首页内容
        </h2>
        <TabStrip<HomeItemKind>
          label="首页栏目"
          tabs={HOME_ITEM_KINDS.map((entry) => ({ id: entry.kind, name: entry.name }))}
          current={kind}
          onChange={setKind}
        />
        <HomeItems key={kind} kind={kind} />
      </section>
      <SiteSettingsForm />
    </div>
  );
}

function HomeItems({ kind }: { kind: HomeItemKind }) {
  const query = useQuery(consoleQueries.homeItems(kind));
  const [editing, setEditing] = useState<HomeItem | 'new' | null>(null);
  const visibility = useConsoleWrite(
    (item: HomeItem) => setHomeItemVisibility(portal, item.id, { version: item.version, shown: !item.shown }),
    '已更新',
  );
  const reorder = useConsoleWrite((ids: string[]) => reorderHomeItems(portal, { kind, ids }), '顺序已调整');
  const name = HOME_ITEM_KINDS.find((entry) => entry.kind === kind)?.name ?? '';
  return (
    <div role="tabpanel" aria-label={name} className="space-y-3">
      <FormButton onClick={() => setEditing('new')}>新增{name}</FormButton>
      <QueryView query={query} skeleton={<ListSkeleton rows={4} />}>
        {(items) => {
          const move = (index: number, by: -1 | 1) => {
            const ids = items.map((item) => item.id);
            const [moved] = ids.splice(index, 1);
            if (moved) ids.splice(index + by, 0, moved);
            reorder.mutate(ids);
          };
          return (
            <ConsoleList
              label={`${name}列表`}
              rows={items}
              rowKey={(item) => item.id}
              emptyText={`还没有${name}`}
              columns={[
                {
                  header: '名称',
                  cell: (item) => (
                    <span className="flex items-center gap-2">
                      {item.picture ? (
                        <img src={item.picture} alt="" className="h-8 w-12 rounded object-cover" />
                      ) : null}
                      {item.title}
                    </span>
                  ),
                },
                { header: '链接', cell: (item) => <span className="break-all">{item.linkUrl}</span> },
                ...(kind === 'application'
                  ? [
                      {
                        header: '打开方式',
                        cell: (item: HomeItem) => APP_OPEN_MODES.find((mode) => mode.id === item.openMode)?.name ?? '',
                        nowrap: true,
                      },
                    ]
                  : []),
                { header: '状态', cell: (item) => (item.shown ? '显示中' : '已隐藏'), nowrap: true },
                {
                  header: '最后修改',
                  cell: (item) => (item.updatedByName ? `${item.updatedByName} ${chinaMinute(item.updatedAt)}` : '—'),
                },
              ]}
              actions={(item) => {
                const index = items.indexOf(item);
                return (
                  <>
                    <RowButton onClick={() => setEditing(item)}>编辑</RowButton>
                    <RowButton
                      tone={item.shown ? 'danger' : 'primary'}
                      disabled={visibility.isPending}
                      onClick={() => visibility.mutate(item)}
                    >
                      {item.shown ? '隐藏' : '显示'}
                    </RowButton>
                    <RowButton disabled={index === 0 || reorder.isPending} onClick={() => move(index, -1)}>
                      上移
                    </RowButton>
                    <RowButton
                      disabled={index === items.length - 1 || reorder.isPending}
                      onClick={() => move(index, 1)}
                    >
                      下移
                    </RowButton>
                  </>
                );
              }}
            />
          );
        }}
      </QueryView>
      {editing ? (
        <HomeItemDialog kind={kind} item={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}

function HomeItemDialog({ kind, item, onClose }: { kind: HomeItemKind; item?: HomeItem | undefined; onClose(): void }) {
  const { values, errors, check, set, field } = useFormDraft({
    title: item?.title ?? '',
    picture: item?.picture ?? '',
    linkUrl: item?.linkUrl ?? '',
    summary: item?.summary ?? '',
    openMode: item?.openMode ?? 'self',
  });
  const save = useConsoleWrite(
    () => {
      const fields = {
        title: values.title,
        linkUrl: values.linkUrl,
        ...(WITH_PICTURE.includes(kind) ? { picture: values.picture } : {}),
        ...(kind === 'application' ? { summary: values.summary, openMode: values.openMode } : {}),
      };
      return item
        ? updateHomeItem(portal, item.id, { version: item.version, ...fields })
        : createHomeItem(portal, { kind, ...fields });
    },
    '已保存',
    { onDone: onClose },
  );
  const name = HOME_ITEM_KINDS.find((entry) => entry.kind === kind)?.name ?? '';
  return (
    <FormDialog
      title={item ? `编辑${name}` : `新增${name}`}
      submitLabel="保存"
      busy={save.isPending}
      onSubmit={() => {
        if (check(homeItemCreateInputSchema, { kind, ...values, openMode: values.openMode })) save.mutate(undefined);
      }}
      onClose={onClose}
    >
      <TextField label="名称" {...field('title')} />
      <TextField label="链接" hint="站内路径（如 /information）或 http(s) 地址" {...field('linkUrl')} />
      {WITH_PICTURE.includes(kind) ? (
        <PictureUploadField
          label={kind === 'application' ? '图标' : '图片'}
          picture={values.picture}
          onUploaded={(result) => set('picture', result.url)}
          preview={{ alt: '当前图片', className: 'h-20 rounded border border-slate-200 object-cover' }}
          error={errors.picture}
        />
      ) : null}
      {kind === 'application' ? (
        <>
          <TextField label="简介" {...field('summary')} />
          <SelectField label="打开方式" choices={APP_OPEN_MODES} {...field('openMode')} />
        </>
      ) : null}
    </FormDialog>
  );
}

function SiteSettingsForm() {
  const query = useQuery(consoleQueries.siteSettings);
  return (
    <section aria-labelledby="site-title" className="space-y-4">
      <h2 id="site-title" className="text-xl font-semibold text-ink">
        站点设置
      </h2>
      <QueryView query={query} skeleton={<ListSkeleton rows={3} />}>
        {(settings) => <SettingsFields key={settings.version} settings={settings} />}
      </QueryView>
    </section>
  );
}

function SettingsFields({ settings }: { settings: SiteSettings }) {
  const { values, check, set, field } = useFormDraft({
    webName: settings.webName,
    webLogo: settings.webLogo,
    webDesc: settings.webDesc,
    recordNumber: settings.recordNumber,
    copyright: settings.copyright,
  });
  const [refusal, setRefusal] = useState('');
  const save = useConsoleWrite(
    () => updateSiteSettings(portal, { version: settings.version, ...values }),
    '站点设置已保存',
    { onRefused: setRefusal },
  );
  return (
    <form
      className="grid grid-cols-1 gap-4 md:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        setRefusal('');
        if (check(siteSettingsInputSchema, { version: settings.version, ...values })) save.mutate(undefined);
      }}
    >
      {refusal ? (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 md:col-span-2"
        >
          {refusal}
        </p>
      ) : null}
      <TextField label="网站名称" {...field('webName')} />
      <TextField label="备案号" {...field('recordNumber')} />
      <TextField label="网站简介" rows={3} {...field('webDesc')} />
      <TextField label="版权信息" {...field('copyright')} />
      <PictureUploadField
        label="网站标志"
        picture={values.webLogo}
        onUploaded={(result) => set('webLogo', result.url)}
        preview={{ alt: '当前标志', className: 'size-16 rounded border border-slate-200 object-cover' }}
        className="md:col-span-2"
      />
      <div className="flex items-center gap-3 md:col-span-2">
        <FormButton type="submit" disabled={save.isPending}>
          保存站点设置
        </FormButton>
        {settings.updatedByName ? (
          <span className="text-sm text-muted">
            最后由 {settings.updatedByName} 于 {chinaMinute(settings.updatedAt)} 修改
          </span>
        ) : null}
      </div>
    </form>
  );
}
