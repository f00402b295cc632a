import type { AssistantModeId, ChatModel } from '@edu/api-client';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { AssistantApiFactory } from '../api/create-lazy-assistant-api';
import type { AssistantApp } from '../app/assistant-app';
import { pageStorage } from '../element/key-value-storage';
import { type AssistantUser, parseWidgetConfig } from '../element/widget-config';
import { type AssistantShell, createAssistantShell } from '../shell/create-assistant-shell';
import type { AssistantEventMap, AssistantEventName } from '../state/assistant-events';

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
  /** The site's mode for its visitors (issue 35); the server applies it only when it is stricter. */
  mode?: AssistantModeId;
  /** Platform name in the header and greeting; default '叶县教育公共服务平台'. */
  siteName?: string;
  /** The signed-in user; conversations are stored per uid, the token authorises every call. */
  user?: AssistantUser;
  /** Separates localStorage keys when several assistants share a page. */
  storageScope?: string;
  /** Replaces the HTTP client (tests, custom transports). */
  createApi?: AssistantApiFactory;
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
 * The assistant as a React component. It renders into its own shadow root, so the host page's CSS and
 * the widget's CSS never meet; two instances never share state. Like the element (issue #36), it draws
 * only the launcher (plain DOM) at first and imports the rest when someone reaches for the launcher, so
 * a host's bundler puts that part in a chunk of its own.
 */
export function EduAssistant(props: EduAssistantProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [shell, setShell] = useState<AssistantShell | undefined>(undefined);
  const [App, setApp] = useState<typeof AssistantApp | undefined>(undefined);

  const { apiBase, include, exclude, allowedUsers, model, mode, siteName, user, createApi } = props;
  const storageScope = props.storageScope ?? '';
  const config = useMemo(
    () => parseWidgetConfig({ apiBase, include, exclude, allowedUsers, model, mode, siteName, user }),
    [apiBase, include, exclude, allowedUsers, model, mode, siteName, user],
  );
  const configRef = useRef(config);
  configRef.current = config;
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

  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const created = createAssistantShell({
      host,
      root: host.shadowRoot ?? host.attachShadow({ mode: 'open' }),
      config: configRef.current,
      storage: pageStorage(),
      storageScope,
      emit,
      getCreateApi: () => callbacks.current.createApi,
      // The app's code; the API client's follows with the panel's first call (as for the element).
      async loadApp() {
        const app = await import('../app/assistant-app');
        setApp(() => app.AssistantApp);
        return () => setApp(undefined);
      },
    });
    setShell(created);
    return () => created.dispose();
  }, [storageScope, emit]);

  useEffect(() => {
    shell?.setConfig(config);
  }, [shell, config]);

  // The app renders through the shell's slots inside the shadow root (portals): nothing lands here.
  return (
    <div ref={hostRef} data-edu-assistant="">
      {shell && App ? <App shell={shell} createApi={createApi} emit={emit} storageScope={storageScope} /> : null}
    </div>
  );
}
