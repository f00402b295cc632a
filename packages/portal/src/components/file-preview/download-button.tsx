import type { PreviewFile } from '@edu/api-client';
import { useFileDownload } from './use-file-download';

/** The download button beside a file in a list (sign-in needed, SPEC §6). */
export function DownloadButton({ file }: { file: PreviewFile }) {
  const download = useFileDownload();
  return (
    <button
      type="button"
      aria-label={`下载 ${file.fileName ?? '文件'}`}
      onClick={() => download(file)}
      className="shrink-0 rounded-lg border border-slate-200 px-3 py-1.5 text-sm text-brand-700 hover:border-brand-500 hover:bg-brand-50"
    >
      下载
    </button>
  );
}
