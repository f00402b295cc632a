/**
 * Renders every payload of shared/corpora/xss-payloads.json (KaTeX loaded) and checks in headless
 * Chromium that the HTML is inert: nothing executes, no element or attribute outside the allow-list,
 * no handler attribute, no script or non-image data URL, no style outside a formula.
 *
 *   npx tsx scripts/check-xss-corpus.ts [path/to/xss-payloads.json]
 *
 * The same check runs in `npm test` as src/markdown/xss-corpus-in-chromium.test.ts.
 */
import { checkXssCorpus, DEFAULT_CORPUS_PATH } from '../src/markdown/xss-corpus-check';

const path = process.argv[2] ?? DEFAULT_CORPUS_PATH;
const result = await checkXssCorpus(path);
const inert = result.total - result.failed.length;
console.log(`XSS corpus: ${inert}/${result.total} payloads inert (${path})`);
for (const [index, problems] of result.problems) console.log(`  #${index}: ${problems.join('; ')}`);
if (result.executed.length > 0) console.log(`  executed: ${result.executed.join(' | ')}`);
process.exitCode = result.failed.length === 0 && result.executed.length === 0 ? 0 : 1;
