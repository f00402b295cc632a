import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedVitestConfig } from '../../vitest.shared.ts';

// Browser tests in e2e/ start Chromium, which takes longer than a unit test's default 5 s.
export default mergeConfig(sharedVitestConfig, defineConfig({ test: { testTimeout: 30_000, hookTimeout: 60_000 } }));
