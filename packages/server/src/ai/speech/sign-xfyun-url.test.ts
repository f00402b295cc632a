import { describe, expect, it } from 'vitest';
import { signXfyunUrl } from './sign-xfyun-url';

const key = 'testkey0123456789abcdef0123456789';
const secret = 'testsecret0123456789abcdef012345';
const date = new Date(Date.UTC(2026, 0, 15, 8, 30, 0));

// protocols.md §7.2 (our vectors) and §7.1 (xfyun's own worked example).
describe('signXfyunUrl', () => {
  it.each([
    {
      name: 'TTS',
      endpoint: 'wss://tts-api.xfyun.cn/v2/tts',
      signature: 'wP3hgCeUKrP4AmHs+3n42Bwc9O+nHZq1wAJN7DKMdmI=',
      authorization:
        'YXBpX2tleT0idGVzdGtleTAxMjM0NTY3ODlhYmNkZWYwMTIzNDU2Nzg5IiwgYWxnb3JpdGhtPSJobWFjLXNoYTI1NiIsIGhlYWRlcnM9Imhvc3QgZGF0ZSByZXF1ZXN0LWxpbmUiLCBzaWduYXR1cmU9IndQM2hnQ2VVS3JQNEFtSHMrM240MkJ3YzlPK25IWnExd0FKTjdES01kbUk9Ig==',
      url: 'wss://tts-api.xfyun.cn/v2/tts?authorization=YXBpX2tleT0idGVzdGtleTAxMjM0NTY3ODlhYmNkZWYwMTIzNDU2Nzg5IiwgYWxnb3JpdGhtPSJobWFjLXNoYTI1NiIsIGhlYWRlcnM9Imhvc3QgZGF0ZSByZXF1ZXN0LWxpbmUiLCBzaWduYXR1cmU9IndQM2hnQ2VVS3JQNEFtSHMrM240MkJ3YzlPK25IWnExd0FKTjdES01kbUk9Ig%3D%3D&date=Thu%2C%2015%20Jan%202026%2008%3A30%3A00%20GMT&host=tts-api.xfyun.cn',
    },
    {
      name: 'Spark Max',
      endpoint: 'wss://spark-api.xf-yun.com/v3.5/chat',
      signature: 'H6MxJcR5u9nQrx6eXUJYxlT3utsn9GkTZLL22KPdMZE=',
      authorization:
        'YXBpX2tleT0idGVzdGtleTAxMjM0NTY3ODlhYmNkZWYwMTIzNDU2Nzg5IiwgYWxnb3JpdGhtPSJobWFjLXNoYTI1NiIsIGhlYWRlcnM9Imhvc3QgZGF0ZSByZXF1ZXN0LWxpbmUiLCBzaWduYXR1cmU9Ikg2TXhKY1I1dTluUXJ4NmVYVUpZeGxUM3V0c245R2tUWkxMMjJLUGRNWkU9Ig==',
      url: 'wss://spark-api.xf-yun.com/v3.5/chat?authorization=YXBpX2tleT0idGVzdGtleTAxMjM0NTY3ODlhYmNkZWYwMTIzNDU2Nzg5IiwgYWxnb3JpdGhtPSJobWFjLXNoYTI1NiIsIGhlYWRlcnM9Imhvc3QgZGF0ZSByZXF1ZXN0LWxpbmUiLCBzaWduYXR1cmU9Ikg2TXhKY1I1dTluUXJ4NmVYVUpZeGxUM3V0c245R2tUWkxMMjJLUGRNWkU9Ig%3D%3D&date=Thu%2C%2015%20Jan%202026%2008%3A30%3A00%20GMT&host=spark-api.xf-yun.com',
    },
    {
      name: 'Spark Lite',
      endpoint: 'wss://spark-api.xf-yun.com/v1.1/chat',
      signature: '/hv2spv4SoaAWHznDfOX/j8RIttYKvZJ9XMK/4JtWus=',
      authorization:
        'YXBpX2tleT0idGVzdGtleTAxMjM0NTY3ODlhYmNkZWYwMTIzNDU2Nzg5IiwgYWxnb3JpdGhtPSJobWFjLXNoYTI1NiIsIGhlYWRlcnM9Imhvc3QgZGF0ZSByZXF1ZXN0LWxpbmUiLCBzaWduYXR1cmU9Ii9odjJzcHY0U29hQVdIem5EZk9YL2o4Ukl0dFlLdlpKOVhNSy80SnRXdXM9Ig==',
      url: undefined,
    },
  ])('reproduces the $name vector', ({ endpoint, signature, authorization, url }) => {
    const signed = signXfyunUrl({ endpoint, apiKey: key, apiSecret: secret, date });
    expect(signed.date).toBe('Thu, 15 Jan 2026 08:30:00 GMT');
    expect(signed.signature).toBe(signature);
    expect(signed.authorization).toBe(authorization);
    if (url) expect(signed.url).toBe(url);
  });

  it("reproduces xfyun's own worked example", () => {
    const signed = signXfyunUrl({
      endpoint: 'wss://iat-api.xfyun.cn/v2/iat',
      apiKey: 'keyxxxxxxxx8ee279348519exxxxxxxx',
      apiSecret: 'secretxxxxxxxx2df7900c09xxxxxxxx',
      date: new Date('Wed, 10 Jul 2019 07:35:43 GMT'),
    });
    expect(signed.signature).toBe('Hp3Ty4ZkSBmL8jKyOLpQiv9Sr5nvmeYEH7WsL/ZO2Jg=');
    expect(signed.authorization).toBe(
      'YXBpX2tleT0ia2V5eHh4eHh4eHg4ZWUyNzkzNDg1MTlleHh4eHh4eHgiLCBhbGdvcml0aG09ImhtYWMtc2hhMjU2IiwgaGVhZGVycz0iaG9zdCBkYXRlIHJlcXVlc3QtbGluZSIsIHNpZ25hdHVyZT0iSHAzVHk0WmtTQm1MOGpLeU9McFFpdjlTcjVudm1lWUVIN1dzTC9aTzJKZz0i',
    );
  });

  it.each([
    {
      change: 'the date by one second',
      endpoint: 'wss://tts-api.xfyun.cn/v2/tts',
      date: new Date(date.getTime() + 1000),
    },
    { change: 'the path', endpoint: 'wss://tts-api.xfyun.cn/v2/tts/', date },
    { change: 'the host', endpoint: 'wss://tts-api.xfyun.com/v2/tts', date },
  ])('changes the signature when $change changes', ({ endpoint, date: when }) => {
    const signed = signXfyunUrl({ endpoint, apiKey: key, apiSecret: secret, date: when });
    expect(signed.signature).not.toBe('wP3hgCeUKrP4AmHs+3n42Bwc9O+nHZq1wAJN7DKMdmI=');
  });
});
