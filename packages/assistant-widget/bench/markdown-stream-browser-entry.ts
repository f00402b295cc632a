/** Bundled for Chromium by markdown-stream.bench.ts: exposes the same runs to the page. */
import { loadMathRenderer } from '../src/markdown/index';
import { runBudgetScenarios } from './markdown-stream-run';

Object.assign(globalThis, { markdownStreamBench: { loadMathRenderer, runBudgetScenarios } });
