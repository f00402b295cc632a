import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// The worker is a file of this origin (the CSP's script-src 'self' covers workers): no blob, no CDN.
GlobalWorkerOptions.workerSrc = workerUrl;

/** Where the build copies pdf.js's data files (vite.config.ts: CMaps, standard fonts, ICC profiles, decoders). */
const dataUrl = (folder: string) => new URL(`${import.meta.env.BASE_URL}pdfjs/${folder}/`, window.location.origin).href;

/**
 * Fetches a PDF's bytes from its file URL and opens them with pdf.js. The bytes are data, never a document
 * of ours: the storage answer's `sandbox` CSP keeps Chrome's own viewer from running, and pdf.js draws the
 * pages to canvases instead. Options that matter under the portal's CSP: no `eval` (pdf.js would try
 * `new Function` and log a violation), no WebAssembly (it needs 'wasm-unsafe-eval'; the JS decoders are
 * used), CMaps for CJK text such as the demo's STSong-Light / UniGB-UCS2-H.
 */
export async function loadPdf(url: string, signal: AbortSignal): Promise<PDFDocumentProxy> {
  const response = await fetch(url, { credentials: 'same-origin', signal });
  if (!response.ok) throw new Error(`文件读取失败（HTTP ${response.status}）`);
  const data = new Uint8Array(await response.arrayBuffer());
  const task = getDocument({
    data,
    cMapUrl: dataUrl('cmaps'),
    cMapPacked: true,
    standardFontDataUrl: dataUrl('standard_fonts'),
    iccUrl: dataUrl('iccs'),
    wasmUrl: dataUrl('wasm'),
    useWasm: false,
    isEvalSupported: false,
    enableXfa: false,
  });
  const destroy = () => void task.destroy();
  signal.addEventListener('abort', destroy, { once: true });
  try {
    return await task.promise;
  } finally {
    signal.removeEventListener('abort', destroy);
  }
}
