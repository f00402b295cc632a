import { describe, expect, it } from 'vitest';
import { screenshotsWanted } from './save-screenshot';

describe('screenshotsWanted', () => {
  it.each([
    [{}, false],
    [{ EDU_SCREENSHOTS: '' }, false],
    [{ EDU_SCREENSHOTS: ' ' }, false],
    [{ EDU_SCREENSHOTS: '0' }, false],
    [{ EDU_SCREENSHOTS: '1' }, true],
    [{ EDU_SCREENSHOTS: 'yes' }, true],
  ])('%o → %s', (env, wanted) => {
    expect(screenshotsWanted(env)).toBe(wanted);
  });
});
