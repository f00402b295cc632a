/**
 * Writes one demo file of every preview type and the demo pictures to a folder, to look at them:
 * node --conditions=source --import tsx scripts/generate-demo-files.ts /tmp/demo-files
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderDemoFile } from '../src/demo/demo-file-source';
import { generateDemoContent } from '../src/demo/generate-demo-content';

const target = process.argv[2] ?? path.resolve('demo-files');
mkdirSync(target, { recursive: true });
const content = generateDemoContent();
const seen = new Set<string>();
for (const file of content.files) {
  if (seen.has(file.file_ext)) continue;
  seen.add(file.file_ext);
  writeFileSync(path.join(target, `${file.id}.${file.file_ext}`), renderDemoFile(file.source));
}
for (const picture of content.pictures.filter((p) => /carousel|contest|album-\d+\.svg$/.test(p.key)).slice(0, 12)) {
  writeFileSync(path.join(target, path.basename(picture.key)), picture.svg);
}
console.log(`wrote ${seen.size} files and pictures to ${target}`);
