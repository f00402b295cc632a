import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** pdf.js's data folders the preview names in `getDocument` (src/components/file-preview/pdf/load-pdf.ts). */
const FOLDERS = ['cmaps', 'standard_fonts', 'iccs', 'wasm'] as const;
/** Where they land in the build and are served from, below the base path. */
const PREFIX = 'pdfjs';

const packageRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** The data files of one folder (licences and sources stay out). */
function dataFiles(folder: string): string[] {
  return readdirSync(path.join(packageRoot, folder)).filter((name) => !name.startsWith('LICENSE'));
}

/**
 * Ships pdf.js's data files (CMaps for CJK text, standard fonts, ICC profiles, the JS image decoders) with
 * the portal under `/pdfjs/<folder>/`: fetched by the pdf.js worker from our origin only when a PDF needs
 * one, never part of a page's load. The build emits them as assets; the dev server serves them from the
 * package.
 */
export function pdfjsDataFiles(): Plugin {
  return {
    name: 'edu-pdfjs-data-files',
    generateBundle() {
      for (const folder of FOLDERS) {
        for (const name of dataFiles(folder)) {
          this.emitFile({
            type: 'asset',
            fileName: `${PREFIX}/${folder}/${name}`,
            source: readFileSync(path.join(packageRoot, folder, name)),
          });
        }
      }
    },
    configureServer(server) {
      server.middlewares.use(`/${PREFIX}/`, (request, response, next) => {
        const [folder, name, ...rest] = (request.url ?? '').split('?')[0]?.split('/').filter(Boolean) ?? [];
        const known = FOLDERS.some((item) => item === folder) && name && rest.length === 0;
        const file = known ? path.join(packageRoot, folder as string, decodeURIComponent(name as string)) : '';
        if (!known || !dataFiles(folder as string).includes(path.basename(file)) || !statSync(file).isFile()) {
          return next();
        }
        response.setHeader('Content-Type', 'application/octet-stream');
        createReadStream(file).pipe(response);
      });
    },
  };
}
