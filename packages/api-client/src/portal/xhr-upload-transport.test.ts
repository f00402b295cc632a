import { describe, expect, it } from 'vitest';
import type { ProgressEventLike, XhrLike } from './xhr-upload-transport';
import { createXhrUploadTransport } from './xhr-upload-transport';

/** A scripted XMLHttpRequest double: `send` plays the current script on the next tick. */
class FakeXhr implements XhrLike {
  static script: (xhr: FakeXhr) => void = () => undefined;
  static created: FakeXhr[] = [];
  status = 0;
  responseText = '';
  opened: [string, string] | undefined;
  sentBody: FormData | undefined;
  aborted = false;
  readonly listeners = new Map<string, () => void>();
  readonly progressListeners: ((event: ProgressEventLike) => void)[] = [];
  readonly upload = {
    addEventListener: (_type: 'progress', listener: (event: ProgressEventLike) => void) => {
      this.progressListeners.push(listener);
    },
  };
  constructor() {
    FakeXhr.created.push(this);
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  send(body: FormData) {
    this.sentBody = body;
    setTimeout(() => FakeXhr.script(this), 0);
  }
  abort() {
    this.aborted = true;
    this.fire('abort');
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  fire(type: string) {
    this.listeners.get(type)?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    for (const listener of this.progressListeners) listener({ loaded, total, lengthComputable });
  }
}

function fakeXhrClass(script: (xhr: FakeXhr) => void) {
  FakeXhr.script = script;
  FakeXhr.created = [];
  return { Fake: FakeXhr, created: FakeXhr.created };
}

const form = new FormData();
form.append('key', 'resource/a.png');

describe('createXhrUploadTransport', () => {
  it('POSTs the form and reports rising whole percents, 100 only after a successful answer', async () => {
    const { Fake, created } = fakeXhrClass((xhr) => {
      xhr.progress(0, 1000);
      xhr.progress(333, 1000);
      xhr.progress(333, 1000);
      xhr.progress(1000, 1000);
      xhr.progress(10, 10, false);
      xhr.status = 204;
      xhr.fire('load');
    });
    const percents: number[] = [];
    const response = await createXhrUploadTransport(Fake)({
      url: 'http://store/resource',
      form,
      onProgress: (percent) => percents.push(percent),
    });
    expect(created[0]?.opened).toEqual(['POST', 'http://store/resource']);
    expect(created[0]?.sentBody).toBe(form);
    expect(percents).toEqual([0, 33, 99, 100]);
    expect(response).toEqual({ status: 204, body: '' });
  });

  it('answers a refusal with its status and body and without reaching 100', async () => {
    const { Fake } = fakeXhrClass((xhr) => {
      xhr.progress(500, 1000);
      xhr.status = 403;
      xhr.responseText = '<Error><Message>Policy expired</Message></Error>';
      xhr.fire('load');
    });
    const percents: number[] = [];
    const response = await createXhrUploadTransport(Fake)({
      url: 'http://store/resource',
      form,
      onProgress: (p) => percents.push(p),
    });
    expect(response.status).toBe(403);
    expect(response.body).toContain('Policy expired');
    expect(percents).toEqual([0, 50]);
  });

  it.each([
    ['error', 'TypeError'],
    ['timeout', 'TimeoutError'],
  ])('rejects on a network %s', async (event, name) => {
    const { Fake } = fakeXhrClass((xhr) => xhr.fire(event));
    await expect(createXhrUploadTransport(Fake)({ url: 'http://store/resource', form })).rejects.toMatchObject({
      name,
    });
  });

  it('aborts the request when the signal fires, rejecting with the signal reason', async () => {
    const { Fake, created } = fakeXhrClass(() => undefined);
    const controller = new AbortController();
    const upload = createXhrUploadTransport(Fake)({ url: 'http://store/resource', form, signal: controller.signal });
    controller.abort(new DOMException('stopped', 'AbortError'));
    await expect(upload).rejects.toMatchObject({ name: 'AbortError', message: 'stopped' });
    expect(created[0]?.aborted).toBe(true);
  });

  it('never opens a request for an already aborted signal', async () => {
    const { Fake, created } = fakeXhrClass(() => undefined);
    await expect(
      createXhrUploadTransport(Fake)({ url: 'http://store/resource', form, signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(created).toHaveLength(0);
  });
});
