import { describe, expect, it } from 'vitest';
import { contentTypeOf, fileExtension } from './content-type-of';

describe('fileExtension', () => {
  it.each([
    ['a.png', 'png'],
    ['archive.tar.GZ', 'gz'],
    ['.hidden', ''],
    ['none', ''],
  ])('fileExtension(%j) = %j', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});

describe('contentTypeOf', () => {
  it.each([
    ['edu-assistant.js', 'text/javascript; charset=utf-8'],
    ['chunks/panel-BVSqFCsU.js', 'text/javascript; charset=utf-8'],
    ['/srv/widget/index.html', 'text/html; charset=utf-8'],
    ['KaTeX_Main-Regular.woff2', 'font/woff2'],
    ['PHOTO.JPG', 'image/jpeg'],
    ['教案.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['clip.mp4', 'video/mp4'],
    ['a.map', 'application/json; charset=utf-8'],
    // No extension, an unknown one, a dot only in a folder name, or an inherited object key.
    ['README', 'application/octet-stream'],
    ['payload.exe', 'application/octet-stream'],
    ['v1.2/bundle', 'application/octet-stream'],
    ['x.constructor', 'application/octet-stream'],
    ['.env', 'application/octet-stream'],
  ])('contentTypeOf(%j) = %j', (path, type) => {
    expect(contentTypeOf(path)).toBe(type);
  });
});
