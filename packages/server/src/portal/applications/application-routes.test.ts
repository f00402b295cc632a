import * as api from '@edu/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PortalTestServer, startPortalTestServer } from '../../testing/start-portal-test-server';

/** The application centre's launch count through @edu/api-client, against the real server and demo seed. */
describe('application launches (contract)', () => {
  let server: PortalTestServer;
  let visitor: api.PortalClient;
  let teacher: api.PortalClient;
  const appNamed = async (title: string) => {
    const page = await api.getApplications(visitor, { keyword: title });
    const app = page.list.find((entry) => entry.title === title);
    if (!app) throw new Error(`no application ${title} in the demo`);
    return app;
  };

  beforeAll(async () => {
    server = await startPortalTestServer();
    visitor = api.createPortalClient({ baseUrl: server.url });
    const token = await server.tokenFor('teacher');
    teacher = api.createPortalClient({ baseUrl: server.url, getToken: () => token });
  });
  afterAll(async () => {
    await server.close();
  });

  it('counts each launch, a visitor’s and a signed-in user’s alike, and the list shows the count', async () => {
    const before = await appNamed('资源中心');
    expect(await api.launchApplication(visitor, before.id)).toEqual({
      id: before.id,
      launchCount: before.viewCount + 1,
    });
    expect(await api.launchApplication(teacher, before.id)).toEqual({
      id: before.id,
      launchCount: before.viewCount + 2,
    });
    expect((await appNamed('资源中心')).viewCount).toBe(before.viewCount + 2);
  });

  it('refuses an application that is not there, and an item of another kind, counting nothing', async () => {
    await expect(api.launchApplication(visitor, '999999999')).rejects.toMatchObject({ status: 404 });
    const article = await server.db
      .selectFrom('portal_content')
      .select(['id', 'view_count'])
      .where('kind', '=', 'article')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await expect(api.launchApplication(visitor, article.id)).rejects.toMatchObject({ status: 404 });
    const after = await server.db
      .selectFrom('portal_content')
      .select('view_count')
      .where('id', '=', article.id)
      .executeTakeFirstOrThrow();
    expect(after.view_count).toBe(article.view_count);
  });
});
