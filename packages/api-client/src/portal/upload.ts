/** SPEC §7 "Upload": presigned POST to the storage service, with the SPEC §5 limits checked first. */
import { BYTES_PER_KB, UPLOAD_BUCKET, UPLOAD_SUCCESS_STATUS } from '../constants';
import { fileExtension } from '../contract/content-type-of';
import { type PresignedPostFormData, presignedPostFormDataSchema, type UploadResult } from '../contract/upload';
import { PortalApiError } from '../errors/portal-api-error';
import { statusText } from '../errors/status-texts';
import { UploadRejectedError } from '../errors/upload-rejected-error';
import { classifyTransportError } from '../http/transport-error';
import { UPLOAD_MESSAGES } from '../messages';
import type { PortalClient } from './create-portal-client';
import { createFetchUploadTransport, type UploadTransport } from './upload-transport';

/** A file to upload: a Blob with a name (a browser `File` is one). */
export type UploadFile = Blob & { readonly name: string };

/** Limits checked before any request (SPEC §5). */
export interface UploadLimits {
  /** Allowed extensions, without dots, any case (e.g. IMAGE_UPLOAD_EXTENSIONS). */
  extensions?: readonly string[] | undefined;
  /** Largest file, in kilobytes (1 KB = 1024 bytes). */
  maxSizeKb?: number | undefined;
  /** Most files allowed in total, counting `existingCount`. */
  maxCount?: number | undefined;
  /** Files already uploaded in this field. */
  existingCount?: number | undefined;
}

/** Options of {@link uploadFile}. */
export interface UploadOptions extends UploadLimits {
  /** Upload progress in percent. */
  onProgress?: ((percent: number) => void) | undefined;
  /** Called with the files when the count limit is exceeded (SPEC §5 over-limit callback). */
  onExceed?: ((files: readonly UploadFile[]) => void) | undefined;
  /** Sends the multipart POST; defaults to {@link createFetchUploadTransport}. */
  transport?: UploadTransport | undefined;
  signal?: AbortSignal | undefined;
}

/**
 * Throws an {@link UploadRejectedError} when the files break a limit: count first (calling `onExceed`),
 * then each file's format, then its size.
 */
export function checkUploadLimits(
  files: readonly UploadFile[],
  limits: UploadLimits & { onExceed?: UploadOptions['onExceed'] },
): void {
  const { extensions, maxSizeKb, maxCount, existingCount = 0 } = limits;
  if (maxCount !== undefined && existingCount + files.length > maxCount) {
    limits.onExceed?.(files);
    throw new UploadRejectedError('count', UPLOAD_MESSAGES.count(maxCount));
  }
  const allowed = extensions?.map((extension) => extension.replace(/^\./, '').toLowerCase());
  for (const file of files) {
    if (allowed !== undefined && !allowed.includes(fileExtension(file.name))) {
      throw new UploadRejectedError('format', UPLOAD_MESSAGES.format(allowed));
    }
    if (maxSizeKb !== undefined && file.size > maxSizeKb * BYTES_PER_KB) {
      throw new UploadRejectedError('size', UPLOAD_MESSAGES.size(maxSizeKb));
    }
  }
}

/** GET storage/getPresignedPostFormData?fileName= — the signing data for one upload. */
export const getPresignedPostFormData = (client: PortalClient, fileName: string, signal?: AbortSignal) =>
  client.get('storage/getPresignedPostFormData', { params: { fileName }, schema: presignedPostFormDataSchema, signal });

/** The multipart form of SPEC §7: bucket, key, policy, content type and disposition, signing fields, then the file. */
export function buildUploadForm(file: UploadFile, signing: PresignedPostFormData): FormData {
  const form = new FormData();
  form.append('bucket', UPLOAD_BUCKET);
  form.append('key', signing.key);
  form.append('policy', signing.policy);
  // The server may pin the type in the signed policy; the store refuses a form that sends another.
  form.append('Content-Type', signing.contentType ?? (file.type || 'application/octet-stream'));
  form.append('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`);
  form.append('x-amz-algorithm', signing.algorithm);
  form.append('x-amz-credential', signing.credential);
  form.append('x-amz-date', signing.date);
  form.append('x-amz-signature', signing.signature);
  // S3-style POST policies require the file to be the last field.
  form.append('file', file, file.name);
  return form;
}

function storageErrorMessage(status: number, body: string): string {
  return /<Message>([^<]+)<\/Message>/.exec(body)?.[1] ?? statusText(status);
}

/**
 * Uploads one file: checks the limits, asks for signing data, POSTs the form to `postURL` (a path is
 * resolved against the client's base URL), and resolves
 * when the storage service answers 204 (SPEC §9). Other statuses reject with a `PortalApiError` carrying
 * the storage error message or the status text.
 */
export async function uploadFile(
  client: PortalClient,
  file: UploadFile,
  options: UploadOptions = {},
): Promise<UploadResult> {
  checkUploadLimits([file], options);
  const signing = await getPresignedPostFormData(client, file.name, options.signal);
  // A server that knows no public origin answers a site path: it is the API's, so resolve it against the API.
  const postUrl = new URL(signing.postURL, client.urlFor('')).href;
  const transport = options.transport ?? createFetchUploadTransport();
  let response: Awaited<ReturnType<UploadTransport>>;
  try {
    response = await transport({
      url: postUrl,
      form: buildUploadForm(file, signing),
      onProgress: options.onProgress,
      signal: options.signal,
    });
  } catch (error) {
    const { code, message } = classifyTransportError(error, options.signal);
    // The store, not our server, did not answer: say so in words a teacher can act on.
    throw new PortalApiError(code, code === 'aborted' ? message : UPLOAD_MESSAGES.storageUnreachable, { cause: error });
  }
  if (response.status !== UPLOAD_SUCCESS_STATUS) {
    throw new PortalApiError('http-status', storageErrorMessage(response.status, response.body), {
      status: response.status,
    });
  }
  const extension = fileExtension(file.name);
  return {
    name: file.name,
    title: extension === '' ? file.name : file.name.slice(0, -(extension.length + 1)),
    transcodePath: signing.key,
    url: `${postUrl.replace(/\/+$/, '')}/${signing.key.split('/').map(encodeURIComponent).join('/')}`,
    size: file.size,
    type: extension,
  };
}
