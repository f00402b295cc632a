/**
 * Test page of the speech chat (e2e/voice-features.test.ts): mounts `SpeechChatControls` inside a shadow
 * root with the widget's stylesheet, an AssistantContext like the widget's (its voice built as the shell
 * builds it), and a header bar shaped like the panel's, against the real server's AI service on the same
 * origin. `?token=` is the login.
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createAssistantApi } from '../../src/api/create-assistant-api';
import { AssistantProvider } from '../../src/components/assistant-provider';
import { ToastRegion } from '../../src/components/toast-region';
import { adoptStyles } from '../../src/element/adopt-styles';
import { parseWidgetConfig } from '../../src/element/widget-config';
import { useLocationPath } from '../../src/hooks/use-location-path';
import { createShellVoice } from '../../src/shell/create-shell-voice';
import { createAssistantInstance } from '../../src/state/create-assistant-instance';
import css from '../../src/styles.css?inline';
import { createPageVoice } from '../../src/voice/create-page-voice';
import { SpeechChatControls } from '../../src/voice/speech-chat-controls';
import { useVoiceFeatures } from '../../src/voice/use-voice-features';

const params = new URLSearchParams(location.search);
const token = params.get('token') ?? undefined;
const apiBase = new URL('/ai', location.href).href;

const host = document.createElement('div');
host.id = 'voice-host';
document.body.append(host);
const shadowRoot = host.attachShadow({ mode: 'open' });
adoptStyles(shadowRoot, css);
const mount = document.createElement('div');
shadowRoot.append(mount);

const instance = createAssistantInstance({
  config: parseWidgetConfig({ apiBase, siteName: '测试平台', user: { uid: params.get('uid') ?? '1', token } }),
  api: createAssistantApi({ apiBase, getToken: () => token }),
  emit: () => undefined,
  storage: undefined,
  storageScope: 'voice-test',
});
const alert = (message: string) => instance.toast(message, 'error');
const pageVoice = createPageVoice({ getConfig: instance.getConfig, createApi: () => instance.api, alert });
const voice = createShellVoice({
  load: async () => pageVoice,
  pathname: () => location.pathname,
  notify: alert,
});

function Harness() {
  const [portalContainer, setPortalContainer] = useState<HTMLElement | null>(null);
  const [panelOpen, setPanelOpen] = useState(true);
  const pathname = useLocationPath();
  const features = useVoiceFeatures({
    api: instance.api,
    apiBase,
    alert,
    engine: pageVoice.engine,
    voiceExplanation: pageVoice.explanation,
  });
  // The test reads the synthesizer's state through this.
  useEffect(() => {
    Object.assign(window, { __voice: features });
  }, [features]);
  if (!features) return null;
  return (
    <div className="edu-root">
      <AssistantProvider value={{ instance, portalContainer, root: shadowRoot, voice }}>
        <button
          type="button"
          onClick={() => setPanelOpen((open) => !open)}
          className="fixed top-3 right-3 rounded-md border border-gray-300 bg-white px-3 py-1 text-sm"
        >
          {panelOpen ? '折叠面板' : '展开面板'}
        </button>
        {/* Collapsing hides the panel but keeps SpeechChatControls mounted, so the test sees the prop at work. */}
        <section
          part="panel"
          aria-label="AI助手"
          hidden={!panelOpen}
          className="edu-layer fixed right-5 bottom-5 flex h-[420px] w-[640px] flex-col overflow-hidden rounded-brand border border-gray-200 bg-white shadow-2xl"
        >
          <header part="header" className="flex shrink-0 items-center gap-2 bg-brand px-3 py-2 text-on-brand">
            <h2 className="min-w-0 flex-1 truncate text-sm font-semibold">测试平台 · AI助手</h2>
            <SpeechChatControls features={features} panelOpen={panelOpen} />
          </header>
          <p className="p-4 text-sm text-gray-500">当前路径：{pathname}</p>
        </section>
        <div ref={setPortalContainer} />
        <ToastRegion />
      </AssistantProvider>
    </div>
  );
}

createRoot(mount).render(<Harness />);
