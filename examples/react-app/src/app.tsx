import { type AssistantUser, EduAssistant } from '@edu/assistant-widget';
import { useState } from 'react';

/** Signs the demo teacher in through the server's POST /auth/login, then hands the user to the assistant. */
async function signIn(): Promise<AssistantUser> {
  const response = await fetch('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'teacher', password: 'demo1234' }),
  });
  const body = (await response.json()) as { data?: { token?: string; user?: { uid?: string; userName?: string } } };
  const uid = body.data?.user?.uid;
  if (!response.ok || !uid || !body.data?.token) throw new Error('login failed');
  return { uid, name: body.data.user?.userName ?? '', token: body.data.token };
}

export function App() {
  const [user, setUser] = useState<AssistantUser | undefined>(undefined);
  const [log, setLog] = useState<string[]>([]);
  const note = (line: string) => setLog((lines) => [...lines.slice(-4), line]);
  return (
    <main style={{ fontFamily: 'system-ui', padding: 24 }}>
      <h1>React host</h1>
      {user ? (
        <p>已登录：{user.name || user.uid}</p>
      ) : (
        <button type="button" onClick={() => signIn().then(setUser, () => note('登录失败'))}>
          以演示教师登录
        </button>
      )}
      <ul>
        {log.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an append-only log.
          <li key={index}>{line}</li>
        ))}
      </ul>
      <EduAssistant
        apiBase="/ai"
        siteName="叶县教育公共服务平台"
        exclude={['/login', '/404']}
        user={user}
        onOpen={() => note('assistant opened')}
        onReplyFinished={(detail) => note(`reply finished (${detail.content.length} chars)`)}
        onFeedback={(detail) => note(`feedback: ${detail.kind}`)}
        onSelectionAsk={(detail) => note(`selection-ask: ${detail.action}`)}
        onCopy={(detail) => note(`copy: ${detail.kind}`)}
      />
    </main>
  );
}
