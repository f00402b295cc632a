import type { ChatModel } from '@edu/api-client';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { AssistantApi } from '../api/assistant-api';
import { createDefaultAssistantApi } from '../api/create-lazy-assistant-api';
import { type AssistantUser, parseWidgetConfig } from '../element/widget-config';
import type { AssistantEventMap, AssistantEventName } from '../state/assistant-events';
import { AssistantRoot } from './assistant-root';

/** Props of {@link EduAssistant}; the same settings as the element's attributes. */
export interface EduAssistantProps {
  /** AI service base URL, e.g. `https://edu.example/ai`; default `/ai` on the page's origin. */
  apiBase?: string;
  /** Paths where the assistant shows: exact paths (sub-paths included) or `*` patterns. Decides alone when non-empty. */
  include?: string | readonly string[];
  /** Paths where it does not show (used when `include` is empty). */
  exclude?: string | readonly string[];
  /** When set, only these uids see the assistant. */
  allowedUsers?: string | readonly string[];
  /** Default model until the user flips the deep-thinking toggle: 'junheng' (default) or 'deepseek'. */
  model?: ChatModel;
  /** Platform name in the header and greeting; default '叶县教育公共服务平台'. */
  siteName?: string;
  /** The signed-in user; conversations are stored per uid, the token authorises every call. */
  user?: AssistantUser;
  /** Separates localStorage keys when several assistants share a page. */
  storageScope?: string;
  /** Replaces the HTTP client (tests, custom transports). */
  createApi?: (config: { apiBase: string; getToken(): string | undefined }) => AssistantApi;
  onOpen?(): void;
  onClose?(): void;
  onMessageSent?(detail: AssistantEventMap['message-sent']): void;
  onReplyFinished?(detail: AssistantEventMap['reply-finished']): void;
  onFeedback?(detail: AssistantEventMap['feedback']): void;
  onRegenerate?(detail: AssistantEventMap['regenerate']): void;
  onStop?(detail: AssistantEventMap['stop']): void;
  onCopy?(detail: AssistantEventMap['copy']): void;
  onSelectionAsk?(detail: AssistantEventMap['selection-ask']): void;
  onReadPage?(detail: AssistantEventMap['read-page']): void;
}

/** The React callback prop of each DOM event. */
const CALLBACK_OF = {
  open: 'onOpen',
  close: 'onClose',
  'message-sent': 'onMessageSent',
  'reply-finished': 'onReplyFinished',
  feedback: 'onFeedback',
  regenerate: 'onRegenerate',
  stop: 'onStop',
  copy: 'onCopy',
  'selection-ask': 'onSelectionAsk',
  'read-page': 'onReadPage',
} as const satisfies Record<AssistantEventName, keyof EduAssistantProps>;

/**
 * The assistant as a React component. It renders into its own shadow root, so the host page's
 * CSS and the widget's CSS never meet; two instances never share state.
 */
export function EduAssistant(props: EduAssistantProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [shadowRoot, setShadowRoot] = useState<ShadowRoot | null>(null);
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (host) setShadowRoot(host.shadowRoot ?? host.attachShadow({ mode: 'open' }));
  }, []);

  const { apiBase, include, exclude, allowedUsers, model, siteName, user } = props;
  const config = useMemo(
    () => parseWidgetConfig({ apiBase, include, exclude, allowedUsers, model, siteName, user }),
    [apiBase, include, exclude, allowedUsers, model, siteName, user],
  );
  const callbacks = useRef(props);
  callbacks.current = props;
  const emit = useMemo(
    () =>
      <Name extends AssistantEventName>(name: Name, detail: AssistantEventMap[Name]) => {
        const callback = callbacks.current[CALLBACK_OF[name]] as
          | ((detail: AssistantEventMap[Name]) => void)
          | undefined;
        callback?.(detail);
      },
    [],
  );

  return (
    <div ref={hostRef} data-edu-assistant="">
      {shadowRoot
        ? createPortal(
            <AssistantRoot
              shadowRoot={shadowRoot}
              config={config}
              createApi={props.createApi ?? createDefaultAssistantApi}
              emit={emit}
              storageScope={props.storageScope ?? ''}
            />,
            shadowRoot,
          )
        : null}
    </div>
  );
}
