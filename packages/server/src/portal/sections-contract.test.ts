import * as api from '@edu/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PortalTestServer, startPortalTestServer } from '../testing/start-portal-test-server';

/**
 * The calls added where SPEC names a screen without one (central schools, the
 * exhibition hall, contest results), through @edu/api-client against the real server and demo seed.
 */
describe('section calls through @edu/api-client (contract)', () => {
  let server: PortalTestServer;
  let anonymous: api.PortalClient;
  let admin: api.PortalClient;
  const contestOf = async (status: 'finished' | 'ongoing') =>
    (
      await server.db
        .selectFrom('portal_content')
        .select('id')
        .where('kind', '=', 'contest')
        .where('extra', 'like', `%"status":"${status}"%`)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    server = await startPortalTestServer();
    const client = (token?: string) =>
      api.createPortalClient({ baseUrl: server.url, ...(token ? { getToken: () => token } : {}) });
    anonymous = client();
    admin = client(await server.tokenFor('admin'));
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists the central school of every town, in the county order, filtered by town', async () => {
    const all = await api.getCentralSchools(anonymous, { pageSize: 50 });
    const towns = (await api.getDictionaryValues(anonymous, 'town')) as { value: string; label: string }[];
    expect(all.total).toBe(towns.length);
    expect(all.list.map((school) => school.townCode)).toEqual(towns.map((town) => town.value));
    expect(all.list[0]).toMatchObject({
      title: `${towns[0]?.label}中心学校`,
      principal: expect.any(String),
      phone: expect.stringMatching(/^0375-8\d{6}$/),
      serviceTime: expect.stringContaining('周一至周五'),
      programmes: expect.arrayContaining([expect.any(String)]),
      schoolCount: expect.any(Number),
    });
    const one = await api.getCentralSchools(anonymous, { townCode: towns[3]?.value });
    expect(one.list.map((school) => school.townName)).toEqual([towns[3]?.label]);
  });

  it('lists exhibitions by hall type and resolves every exhibit of one', async () => {
    const works = await api.getExhibitions(anonymous, { type: 'works' });
    const albums = await api.getExhibitions(anonymous, { type: 'albums' });
    expect(works.total).toBe(2);
    expect(albums.total).toBe(2);
    for (const exhibition of [...works.list, ...albums.list]) {
      expect(exhibition).toMatchObject({ hall: expect.stringMatching(/号展厅$/), exhibitCount: expect.any(Number) });
      expect(exhibition).not.toHaveProperty('exhibits');
      const details = (await api.getExhibitionDetails(anonymous, String(exhibition.id))) as {
        exhibits: Record<string, unknown>[];
      };
      expect(details.exhibits).toHaveLength(exhibition.exhibitCount as number);
    }
    const entries = (await api.getExhibitionDetails(
      anonymous,
      String(works.list.find((e) => /评比/.test(String(e.title)))?.id),
    )) as {
      exhibits: { exhibitType: string; award: string; file: { fileUrl: string }; contestTitle: string }[];
    };
    expect(entries.exhibits.every((exhibit) => exhibit.exhibitType === 'entry' && exhibit.award !== '')).toBe(true);
    expect(entries.exhibits[0]?.file.fileUrl).toMatch(/^\/resource_api\/storage\/files\//);
    expect(entries.exhibits[0]?.contestTitle).not.toBe('');
    const album = (await api.getExhibitionDetails(anonymous, String(albums.list[0]?.id))) as {
      exhibits: { exhibitType: string; pictures: { cover: string }[] }[];
    };
    expect(album.exhibits[0]?.exhibitType).toBe('album');
    expect(album.exhibits[0]?.pictures.length).toBeGreaterThan(0);
  });

  it('answers 404 for an exhibition that does not exist', async () => {
    await expect(api.getExhibitionDetails(anonymous, '1')).rejects.toMatchObject({ status: 404 });
  });

  it("shows a finished contest's results by prize to anyone", async () => {
    const result = (await api.getContestResult(anonymous, await contestOf('finished'))) as {
      prizes: { title: string; entries: { award: string }[] }[];
    };
    expect(result.prizes.map((prize) => prize.title)).toEqual(['一等奖', '二等奖', '三等奖', '优秀奖']);
    for (const prize of result.prizes) {
      expect(prize.entries.length).toBeGreaterThan(0);
      expect(prize.entries.every((entry) => entry.award === prize.title)).toBe(true);
    }
  });

  it("refuses a running contest's results with 403, except to the judges", async () => {
    const running = await contestOf('ongoing');
    let forbidden = 0;
    const watched = api.createPortalClient({
      baseUrl: server.url,
      getToken: () => server.tokenFor('teacher'),
      onForbidden: () => {
        forbidden++;
      },
    });
    await expect(api.getContestResult(watched, running)).rejects.toMatchObject({ status: 403 });
    expect(forbidden).toBe(1);
    await expect(api.getContestResult(anonymous, running)).rejects.toMatchObject({ status: 403 });
    const refusal = await fetch(`${server.url}/resource_api/resource/portal/match/result/${running}`);
    expect(await refusal.json()).toMatchObject({ code: 403, msg: '比赛尚未结束，评审结果公布前仅评审组可以查看' });
    await expect(api.getContestResult(admin, running)).resolves.toMatchObject({ prizes: expect.any(Array) });
  });

  it('serves a zip resource, which the preview cannot show, as an attachment', async () => {
    const newest = await api.getNewestResources(anonymous);
    const zip = newest.list[0] as { fileExt: string; fileUrl: string; reviewUrl: string };
    expect(zip.fileExt).toBe('zip');
    const file = await fetch(`${server.url}${zip.fileUrl}`);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(file.headers.get('content-type')).toBe('application/octet-stream');
    expect((await fetch(`${server.url}${zip.reviewUrl}`)).status).toBe(406);
  });
});
