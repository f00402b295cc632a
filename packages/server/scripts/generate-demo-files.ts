/**
 * Writes one demo file of every preview type and the demo pictures to a folder, to look at them:
 * node --conditions=source --import tsx scripts/generate-demo-files.ts /tmp/demo-files
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createLetterer, type Letterer } from '../src/demo/create-letterer';
import { renderDemoFile } from '../src/demo/demo-file-source';
import { encodeDemoPicture } from '../src/demo/encode-demo-picture';
import { generateDemoContent } from '../src/demo/generate-demo-content';

const target = process.argv[2] ?? path.resolve('demo-files');
mkdirSync(target, { recursive: true });
const content = generateDemoContent();
let letterer: Letterer | undefined;
const letter = () => {
  letterer ??= createLetterer();
  return letterer;
};
const seen = new Set<string>();
for (const file of content.files) {
  if (seen.has(file.file_ext)) continue;
  seen.add(file.file_ext);
  writeFileSync(path.join(target, `${file.id}.${file.file_ext}`), await renderDemoFile(file.source, letter));
}
// Banners (SVG) and photos (WebP, lesson covers with their blackboard lettered), each as it is stored.
const shown = content.pictures.filter((p) => /carousel|contest|album-\d+\.webp$|three-class/.test(p.key)).slice(0, 14);
for (const picture of shown) {
  writeFileSync(path.join(target, path.basename(picture.key)), await encodeDemoPicture(picture, letter));
}
console.log(`wrote ${seen.size} files and pictures to ${target}`);
