import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { AssistantContext, type AssistantContextValue } from '../hooks/assistant-context';

/**
 * What every component of one widget instance renders under: the instance (`useAssistant()`) and its
 * own jotai store as the `Provider` of plain jotai hooks. Never the page-global store: two elements on
 * one page never share state (STYLE §14; e2e "two elements on one page do not share state").
 */
export function AssistantProvider({ value, children }: { value: AssistantContextValue; children: ReactNode }) {
  return (
    <AssistantContext.Provider value={value}>
      <Provider store={value.instance.store}>{children}</Provider>
    </AssistantContext.Provider>
  );
}
