import { describe, expect, it, vi } from 'vitest';
import { AiServiceError, isAiServiceError } from './ai-service-error';
import { ApiError, isApiError } from './api-error';
import { isPortalApiError, PortalApiError } from './portal-api-error';
import { HTTP_STATUS_TEXTS, statusText } from './status-texts';
import { isUploadRejectedError, UploadRejectedError } from './upload-rejected-error';

describe('error classes and guards', () => {
  it('carry code, status, envelope code, name and cause', () => {
    const cause = new Error('low level');
    const error = new AiServiceError('http-status', 'server error', { status: 500, envelopeCode: 500, cause });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AiServiceError', code: 'http-status', status: 500, envelopeCode: 500 });
    expect(error.message).toBe('server error');
    expect(error.cause).toBe(cause);
  });

  it.each([
    ['ApiError', new ApiError('network', 'x'), [true, false, false, false]],
    ['AiServiceError', new AiServiceError('timeout', 'x'), [true, true, false, false]],
    ['PortalApiError', new PortalApiError('envelope', 'x'), [true, false, true, false]],
    ['UploadRejectedError', new UploadRejectedError('size', 'x'), [true, false, false, true]],
    ['a plain Error', new Error('x'), [false, false, false, false]],
    ['an object that only looks like one', { code: 'network', message: 'x' }, [false, false, false, false]],
    ['null', null, [false, false, false, false]],
  ])('guards classify %s', (_label, value, expected) => {
    expect([isApiError(value), isAiServiceError(value), isPortalApiError(value), isUploadRejectedError(value)]).toEqual(
      expected,
    );
  });

  it('recognise an error made by another copy of the module (realm-safe)', async () => {
    vi.resetModules();
    const copy = await import('./portal-api-error');
    const foreign = new copy.PortalApiError('http-status', 'x', { status: 404 });
    expect(copy.PortalApiError).not.toBe(PortalApiError);
    expect(foreign instanceof PortalApiError).toBe(false);
    expect(isPortalApiError(foreign)).toBe(true);
    expect(isApiError(foreign)).toBe(true);
  });
});

describe('status texts (SPEC §8)', () => {
  it.each([
    [200, 'data returned'],
    [201, 'created or modified'],
    [202, 'queued async'],
    [204, 'deleted'],
    [400, 'request error, nothing changed'],
    [401, 'no permission (token, username or password wrong)'],
    [403, 'authorised but forbidden'],
    [404, 'record does not exist'],
    [406, 'format unavailable'],
    [410, 'resource permanently removed'],
    [422, 'validation error on create'],
    [500, 'server error'],
    [502, 'gateway error'],
    [503, 'service unavailable or overloaded'],
    [504, 'gateway timeout'],
  ])('%i → %s', (status, text) => {
    expect(statusText(status)).toBe(text);
  });

  it('covers exactly the 15 listed statuses and names any other by number', () => {
    expect(Object.keys(HTTP_STATUS_TEXTS)).toHaveLength(15);
    expect(statusText(418)).toBe('HTTP 418');
  });
});
