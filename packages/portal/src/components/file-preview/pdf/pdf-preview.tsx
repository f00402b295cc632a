import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { PDF_PAGE_MAX_PIXELS, PDF_PAGE_RENDER_MARGIN_PX } from '../../../config/constants';
import { loadPdf } from './load-pdf';
import { pdfPageScale } from './pdf-page-scale';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; pdf: PDFDocumentProxy; firstPageAspect: number }
  | { status: 'failed'; message: string };

/**
 * A PDF in the preview dialog (SPEC §2's 945×587 area, scrolling), drawn by pdf.js to one canvas per page.
 * Its own chunk with pdf.js, loaded only when a PDF is previewed. Pages are drawn when they come near the
 * visible part of the area, so a long document costs only the pages read.
 */
export default function PdfPreview({ src, name }: { src: string; name: string }) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const area = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    let opened: PDFDocumentProxy | undefined;
    setState({ status: 'loading' });
    void (async () => {
      try {
        const pdf = await loadPdf(src, controller.signal);
        opened = pdf;
        const first = (await pdf.getPage(1)).getViewport({ scale: 1 });
        if (!controller.signal.aborted) setState({ status: 'ready', pdf, firstPageAspect: first.width / first.height });
      } catch (error) {
        if (!controller.signal.aborted) setState({ status: 'failed', message: messageOf(error) });
      }
    })();
    return () => {
      controller.abort();
      void opened?.destroy();
    };
  }, [src]);

  return (
    <div className="flex w-full max-w-[945px] flex-col gap-2">
      <section
        ref={area}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling page area must be reachable by keyboard.
        tabIndex={0}
        aria-label={`${name} 预览`}
        aria-busy={state.status === 'loading'}
        className="h-[70vh] w-full overflow-y-auto rounded border border-slate-200 bg-slate-200 p-3 md:aspect-[945/587] md:h-auto"
      >
        {state.status === 'loading' ? (
          <p role="status" className="py-24 text-center text-muted">
            正在加载文档…
          </p>
        ) : null}
        {state.status === 'failed' ? (
          <p role="alert" className="py-24 text-center text-ink">
            {state.message}
          </p>
        ) : null}
        {state.status === 'ready' ? (
          <ol className="flex flex-col items-center gap-3">
            {Array.from({ length: state.pdf.numPages }, (_, index) => index + 1).map((pageNumber) => (
              <PdfPage
                key={pageNumber}
                pdf={state.pdf}
                pageNumber={pageNumber}
                aspect={state.firstPageAspect}
                area={area}
              />
            ))}
          </ol>
        ) : null}
      </section>
      {state.status === 'ready' ? <p className="text-center text-sm text-muted">共 {state.pdf.numPages} 页</p> : null}
    </div>
  );
}

interface PdfPageProps {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  /** Width / height of the first page: the placeholder's shape until this page is drawn. */
  aspect: number;
  area: React.RefObject<HTMLDivElement | null>;
}

function PdfPage({ pdf, pageNumber, aspect, area }: PdfPageProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [near, setNear] = useState(pageNumber === 1);
  const [drawn, setDrawn] = useState<{ aspect: number } | null>(null);

  useEffect(() => {
    const target = canvas.current;
    if (near || !target) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      root: area.current,
      rootMargin: `${PDF_PAGE_RENDER_MARGIN_PX}px 0px`,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [near, area]);

  useEffect(() => {
    const target = canvas.current;
    if (!near || !target) return;
    let task: RenderTask | undefined;
    let cancelled = false;
    void (async () => {
      const page = await pdf.getPage(pageNumber);
      if (cancelled) return;
      const natural = page.getViewport({ scale: 1 });
      const scale = pdfPageScale(natural, target.clientWidth, window.devicePixelRatio, PDF_PAGE_MAX_PIXELS);
      const viewport = page.getViewport({ scale });
      target.width = Math.floor(viewport.width);
      target.height = Math.floor(viewport.height);
      task = page.render({ canvas: target, viewport });
      await task.promise;
      if (!cancelled) setDrawn({ aspect: natural.width / natural.height });
    })().catch(() => undefined);
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [near, pdf, pageNumber]);

  return (
    <li className="w-full">
      <canvas
        ref={canvas}
        role="img"
        aria-label={`第 ${pageNumber} 页`}
        data-drawn={drawn ? 'true' : 'false'}
        className="block w-full bg-white shadow"
        style={{ aspectRatio: String(drawn?.aspect ?? aspect) }}
      />
    </li>
  );
}

function messageOf(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'InvalidPDFException') return '文件不是有效的 PDF，请下载后查看';
  if (name === 'PasswordException') return '文档设有密码，请下载后查看';
  return error instanceof Error && error.message ? error.message : '文档加载失败，请稍后再试';
}
