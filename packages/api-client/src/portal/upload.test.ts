import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_EXTENSIONS } from '../constants';
import { type RecordedRequest, sendJson, startTestServer, type TestServer } from '../testing/start-test-server';
import { createPortalClient } from './create-portal-client';
import { checkUploadLimits, type UploadFile, uploadFile } from './upload';
import type { UploadTransport } from './upload-transport';

let storageStatus: number;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    if (request.url.startsWith('/resource_api/storage/getPresignedPostFormData')) {
      const fileName = new URL(request.url, 'http://x').searchParams.get('fileName');
      return sendJson(response, 200, {
        code: 20000,
        data: {
          key: `2025/uuid-${fileName}`,
          policy: 'cG9saWN5',
          // A server without a configured public origin answers a site path (issue 29).
          postURL: fileName?.startsWith('relative') ? '/storage/resource' : `${server.origin}/storage/resource`,
          algorithm: 'AWS4-HMAC-SHA256',
          credential: 'AKID/20250101/us-east-1/s3/aws4_request',
          date: '20250101T000000Z',
          signature: 'abc123',
          ...(fileName?.startsWith('pinned') ? { contentType: 'application/pdf' } : {}),
        },
      });
    }
    if (request.url === '/storage/resource') {
      response.writeHead(storageStatus, { 'content-type': 'application/xml' });
      return void response.end(storageStatus === 204 ? undefined : '<Error><Message>Policy expired</Message></Error>');
    }
    sendJson(response, 404, {});
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  storageStatus = 204;
});

const portal = () => createPortalClient({ baseUrl: server.origin, getToken: () => 'tok', areaCode: '410422' });
const file = (name: string, bytes: number, type = 'image/png'): UploadFile =>
  new File([new Uint8Array(bytes).fill(7)], name, { type });

async function formOf(request: RecordedRequest): Promise<FormData> {
  return new Request('http://x/', {
    method: 'POST',
    headers: { 'content-type': String(request.headers['content-type']) },
    body: new Uint8Array(request.body),
  }).formData();
}

describe('uploadFile', () => {
  it('asks for signing data, POSTs the SPEC form to postURL, and resolves on 204', async () => {
    const progress: number[] = [];
    const result = await uploadFile(portal(), file('班级 照片.PNG', 2048), {
      extensions: IMAGE_UPLOAD_EXTENSIONS,
      maxSizeKb: 2,
      onProgress: (percent) => progress.push(percent),
    });
    expect(result).toEqual({
      name: '班级 照片.PNG',
      title: '班级 照片',
      transcodePath: '2025/uuid-班级 照片.PNG',
      url: `${server.origin}/storage/resource/2025/uuid-${encodeURIComponent('班级 照片.PNG')}`,
      size: 2048,
      type: 'png',
    });
    expect(progress).toEqual([0, 100]);
    const [signing, upload] = server.requests as [RecordedRequest, RecordedRequest];
    expect(new URL(signing.url, 'http://x').searchParams.get('fileName')).toBe('班级 照片.PNG');
    expect(upload.method).toBe('POST');
    const form = await formOf(upload);
    expect([...form.keys()]).toEqual([
      'bucket',
      'key',
      'policy',
      'Content-Type',
      'Content-Disposition',
      'x-amz-algorithm',
      'x-amz-credential',
      'x-amz-date',
      'x-amz-signature',
      'file',
    ]);
    expect(form.get('bucket')).toBe('resource');
    expect(form.get('key')).toBe('2025/uuid-班级 照片.PNG');
    expect(form.get('Content-Type')).toBe('image/png');
    expect(form.get('x-amz-signature')).toBe('abc123');
    const sent = form.get('file') as File;
    expect(sent.size).toBe(2048);
    expect(upload.headers.authorization).toBeUndefined();
  });

  it('resolves a postURL that is a site path against the client base, for the POST and the result', async () => {
    const result = await uploadFile(portal(), file('relative.png', 8));
    expect(result.url).toBe(`${server.origin}/storage/resource/2025/uuid-relative.png`);
    const upload = server.requests[1] as RecordedRequest;
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('/storage/resource');
  });

  it('sends the content type the signing data pins, not the type of the file', async () => {
    await uploadFile(portal(), file('pinned.pdf', 16, 'application/x-unknown'));
    const upload = server.requests[1] as RecordedRequest;
    expect((await formOf(upload)).get('Content-Type')).toBe('application/pdf');
  });

  it('rejects a non-204 answer with the storage message and reports no 100%', async () => {
    storageStatus = 403;
    const progress: number[] = [];
    await expect(
      uploadFile(portal(), file('a.png', 10), { onProgress: (p) => progress.push(p) }),
    ).rejects.toMatchObject({
      code: 'http-status',
      status: 403,
      message: 'Policy expired',
    });
    expect(progress).toEqual([0]);
  });

  it('treats a 200 from storage as a failure (only 204 is success)', async () => {
    storageStatus = 200;
    await expect(uploadFile(portal(), file('a.png', 10))).rejects.toMatchObject({ status: 200 });
  });

  it('says in Chinese that the storage service could not be reached when the upload gets no answer', async () => {
    const transport: UploadTransport = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(uploadFile(portal(), file('a.png', 10), { transport })).rejects.toMatchObject({
      code: 'network',
      message: '文件存储服务暂时无法连接，文件没有上传，请稍后重试',
    });
  });

  it('uses an injected transport with its own progress events', async () => {
    const seen: number[] = [];
    const transport: UploadTransport = async ({ onProgress, form }) => {
      for (const percent of [0, 40, 80, 100]) onProgress?.(percent);
      expect(form.get('bucket')).toBe('resource');
      return { status: 204, body: '' };
    };
    await uploadFile(portal(), file('a.gif', 1), { transport, onProgress: (p) => seen.push(p) });
    expect(seen).toEqual([0, 40, 80, 100]);
  });

  it.each([
    [
      'a format outside the whitelist',
      file('a.bmp', 1),
      { extensions: IMAGE_UPLOAD_EXTENSIONS },
      'format',
      '文件格式不正确，请上传 png/jpg/gif/jpeg 格式的文件',
    ],
    [
      'a file without extension',
      file('README', 1),
      { extensions: ['txt'] },
      'format',
      '文件格式不正确，请上传 txt 格式的文件',
    ],
    ['a file over the size limit', file('a.png', 1025), { maxSizeKb: 1 }, 'size', '文件大小不能超过 1 KB'],
    ['one file too many', file('a.png', 1), { maxCount: 3, existingCount: 3 }, 'count', '最多只能上传 3 个文件'],
  ] as const)('rejects %s before any request', async (_label, input, limits, reason, message) => {
    const exceeded: number[] = [];
    await expect(
      uploadFile(portal(), input, { ...limits, onExceed: (files) => exceeded.push(files.length) }),
    ).rejects.toMatchObject({ code: 'invalid-input', reason, message });
    expect(server.requests).toHaveLength(0);
    expect(exceeded).toEqual(reason === 'count' ? [1] : []);
  });
});

describe('checkUploadLimits', () => {
  it.each([
    ['exactly the size limit', [file('a.JPG', 1024)], { maxSizeKb: 1, extensions: ['.jpg'] }],
    ['exactly the count limit', [file('a.png', 1), file('b.png', 1)], { maxCount: 3, existingCount: 1 }],
    ['no limits', [file('x', 10_000)], {}],
  ])('passes %s', (_label, files, limits) => {
    expect(() => checkUploadLimits(files, limits)).not.toThrow();
  });
});
