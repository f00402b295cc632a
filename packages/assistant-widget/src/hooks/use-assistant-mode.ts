import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { assistantModeAtom, modeInputsAtom } from '../state/mode-atoms';
import { useAssistant } from './assistant-context';

/**
 * Asks the server for the user's mode when the panel opens and again when the user or the site's mode
 * changes; the answer goes to {@link assistantModeAtom}, which the header and the teacher tools read.
 */
export function useAssistantMode(): void {
  const { instance } = useAssistant();
  const setMode = useSetAtom(assistantModeAtom);
  const { uid, siteMode } = useAtomValue(modeInputsAtom);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the API reads siteMode from the configuration; a change must ask again.
  useEffect(() => {
    setMode(undefined);
    if (uid === undefined) return;
    let current = true;
    instance.api.getAssistantMode().then(
      (mode) => {
        if (current) setMode(mode);
      },
      // Without an answer the panel stays as it was; the server still enforces the mode.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [instance, uid, siteMode, setMode]);
}
