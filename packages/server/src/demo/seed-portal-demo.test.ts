import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_URL_PREFIX } from '../constants';
import { openTestDatabase, type TestDatabase } from '../testing/open-test-database';
import { generateDemoContent } from './generate-demo-content';
import { seedPortalDemo } from './seed-portal-demo';

describe('seedPortalDemo', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase();
    await seedPortalDemo({ db: test.db, store: test.store });
  }, 60_000);
  afterAll(async () => {
    await test.close();
  });

  it('writes schools, resources of every preview type and one the preview cannot show', async () => {
    const schools = await test.db.selectFrom('portal_schools').select(['phase_id']).execute();
    expect(schools.length).toBeGreaterThanOrEqual(20);
    expect(new Set(schools.map((s) => s.phase_id))).toEqual(new Set(['2', '3', '4']));
    const resources = await test.db
      .selectFrom('portal_files')
      .select(['file_ext', 'size', 'storage_key'])
      .where('category', '=', 'resource')
      .execute();
    expect(resources.length).toBeGreaterThanOrEqual(100);
    expect(new Set(resources.map((r) => r.file_ext))).toEqual(
      new Set(['pdf', 'png', 'jpg', 'mp4', 'mp3', 'docx', 'pptx', 'xlsx', 'zip']),
    );
    for (const resource of resources.slice(0, 16)) {
      expect((await test.store.stat(resource.storage_key))?.size).toBe(resource.size);
    }
  });

  it('gives every demo user unread messages', async () => {
    const unread = await test.db.selectFrom('portal_messages').select('uid').where('is_read', '=', 0).execute();
    for (const uid of ['10001', '10002', '10003', '10004', '10005', '10006']) {
      expect(unread.filter((m) => m.uid === uid).length).toBeGreaterThan(0);
    }
  });

  it('adds the expired demo user', async () => {
    const user = await test.db.selectFrom('users').select('uid').where('username', '=', 'expired').executeTakeFirst();
    expect(user?.uid).toBe('10006');
  });

  it('stores covers as WebP photos without lettering, and banners as SVG: slides and ads unlettered (the portal writes their titles), others with their caption', async () => {
    const rows = await test.db
      .selectFrom('portal_content')
      .select(['kind', 'cover'])
      .where('kind', 'in', ['studio', 'carousel', 'ad', 'exhibition'])
      .execute();
    const bytesOf = async (cover: string) =>
      Buffer.from(await new Response(test.store.read(cover.slice(FILE_URL_PREFIX.length))).arrayBuffer());
    const studio = rows.find((row) => row.kind === 'studio');
    const carousel = rows.find((row) => row.kind === 'carousel');
    expect(studio?.cover).toMatch(/\.webp$/);
    const photo = await bytesOf(studio?.cover ?? '');
    expect(photo.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(photo.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(carousel?.cover).toMatch(/\.svg$/);
    const slide = (await bytesOf(carousel?.cover ?? '')).toString('utf8');
    expect(slide).toMatch(/^<svg/);
    expect(slide).not.toMatch(/<text/);
    const ad = rows.find((row) => row.kind === 'ad');
    expect((await bytesOf(ad?.cover ?? '')).toString('utf8')).not.toMatch(/<text/);
    const exhibition = rows.find((row) => row.kind === 'exhibition');
    expect((await bytesOf(exhibition?.cover ?? '')).toString('utf8')).toMatch(/^<svg[\s\S]*<text[^>]*>[^<]+<\/text>/);
  });

  it('is idempotent', async () => {
    const again = await seedPortalDemo({ db: test.db, store: test.store });
    expect(again.seeded).toBe(false);
  });
});

describe('generateDemoContent', () => {
  it('is deterministic for a seed', () => {
    expect(JSON.stringify(generateDemoContent(7))).toBe(JSON.stringify(generateDemoContent(7)));
  });

  it('covers every section with content', () => {
    const kinds = new Set(generateDemoContent().content.map((c) => c.kind));
    for (const kind of [
      'article',
      'reform-news',
      'paint-award',
      'magazine-issue',
      'magazine-item',
      'ad',
      'carousel',
      'application',
      'link',
      'nav',
      'site-config',
      'footer',
      'practice-info',
      'practice-album',
      'practice-picture',
      'practice-video',
      'practice-activity',
      'practice-base',
      'contest',
      'contest-column',
      'contest-rule',
      'contest-prize',
      'research-news',
      'research-activity',
      'studio',
      'three-class',
      'special-resource',
    ]) {
      expect(kinds, kind).toContain(kind);
    }
  });

  it('never uses placeholder titles', () => {
    const titles = generateDemoContent().content.map((c) => c.title);
    expect(titles.filter((t) => /测试\d|placeholder|lorem/i.test(t))).toEqual([]);
  });

  it('draws real pictures (SVG with shapes, lettered only as banners) and no remote URLs', () => {
    const { pictures, content } = generateDemoContent();
    for (const picture of pictures.slice(0, 30)) {
      expect(picture.svg).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(picture.svg).toMatch(/<(circle|path|polygon|rect|ellipse)/);
    }
    // A photo is rasterised on the server, where no font is relied on: it carries no text.
    const photos = pictures.filter((picture) => picture.format === 'webp');
    expect(photos.length).toBeGreaterThan(200);
    expect(photos.filter((picture) => picture.svg.includes('<text'))).toEqual([]);
    expect(content.filter((c) => /^https?:/.test(c.cover))).toEqual([]);
  });
});
