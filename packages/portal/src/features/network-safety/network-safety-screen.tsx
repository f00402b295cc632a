import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FileListItem } from '../../components/file-preview/file-list-item';
import { LazyFilePreviewDialog } from '../../components/file-preview/lazy-file-preview-dialog';
import { PageHeader } from '../../components/ui/page-header';
import { QueryView } from '../../components/ui/query-view';
import { ListSkeleton } from '../../components/ui/skeleton';
import { safetyFilesQuery } from './network-safety-api';

const TIPS = [
  { title: '保护个人信息', text: '不在陌生网站填写身份证号、手机号和家庭住址，定期修改密码。' },
  { title: '警惕网络诈骗', text: '“刷单返利”“冒充客服”“中奖退款”都是诈骗，转账前先和家人、老师核实。' },
  { title: '文明上网', text: '不传播谣言和不良信息，遇到网络欺凌及时告诉家长和老师。' },
] as const;

/** /networkSafety: the network-safety files (SPEC §1, §7), each previewable and downloadable after sign-in. */
export default function NetworkSafetyScreen() {
  const files = useQuery(safetyFilesQuery);
  const [previewIndex, setPreviewIndex] = useState<number | undefined>(undefined);
  return (
    <div className="page-container space-y-5 py-6">
      <PageHeader title="网络安全">网络安全宣传与学习文件，可在线预览，登录后下载。</PageHeader>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {TIPS.map((tip) => (
          <li key={tip.title} className="card border-t-4 border-brand-600 p-5">
            <h2 className="font-semibold text-ink">{tip.title}</h2>
            <p className="mt-2 text-sm leading-6 text-muted">{tip.text}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="safety-files" className="card p-5">
        <h2 id="safety-files" className="mb-3 text-lg font-semibold text-ink">
          学习文件
        </h2>
        <QueryView
          query={files}
          skeleton={<ListSkeleton rows={4} />}
          isEmpty={(list) => list.length === 0}
          emptyText="暂无网络安全文件"
        >
          {(list) => (
            <>
              <ul className="divide-y divide-slate-100">
                {list.map((file, index) => (
                  <li key={file.id ?? index}>
                    <FileListItem
                      file={file}
                      onOpen={() => setPreviewIndex(index)}
                      downloadable
                      badge={file.code ?? undefined}
                    />
                  </li>
                ))}
              </ul>
              <LazyFilePreviewDialog files={list} index={previewIndex} onIndexChange={setPreviewIndex} />
            </>
          )}
        </QueryView>
      </section>
    </div>
  );
}
