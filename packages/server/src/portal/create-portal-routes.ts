import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { hasMalformedPercentEncoding, MALFORMED_PERCENT_ENCODING_MESSAGE } from '../domain/percent-encoding';
import { registerApplicationRoutes } from './application-routes';
import { registerArticleRoutes } from './article-routes';
import { registerAttributeRoutes } from './attribute-routes';
import { registerCentralSchoolRoutes } from './central-school-routes';
import { registerContestResultRoutes } from './contest-result-routes';
import { registerContestRoutes } from './contest-routes';
import { refuseCrossSiteCookieWrites } from './cookie-write-guard';
import { registerExhibitionRoutes } from './exhibition-routes';
import { registerFileViewRoutes } from './file-view-routes';
import { registerHomeRoutes } from './home-routes';
import { registerLoginApiRoutes } from './login-page';
import { registerMessageRoutes } from './message-routes';
import { registerPersonRoutes } from './person-routes';
import { registerPersonalCentreRoutes } from './personal-centre-routes';
import type { PortalDeps, PortalEnv } from './portal-env';
import { fail } from './portal-envelope';
import { isPortalError, PortalError } from './portal-error';
import { createRouteKit } from './portal-router-kit';
import { registerPracticeDetailRoutes } from './practice-detail-routes';
import { registerPracticeRoutes } from './practice-routes';
import { registerPublicInfoRoutes } from './public-info-routes';
import { registerResearchRoutes } from './research-routes';
import { resolveIdentity } from './resolve-identity';
import { registerResourceRoutes } from './resource-routes';
import { registerStorageRoutes, sandboxStorageResponses } from './storage-routes';
import { registerStorageUploadRoutes } from './storage-upload-routes';
import { registerStudioRoutes } from './studio-routes';
import { registerThreeClassroomDetailRoutes } from './three-classroom-detail-routes';

/** The local store's upload route streams its (larger) body itself, under the upload limit. */
const UPLOAD_PATH = /\/storage\/upload\/?$/;

/**
 * The portal API (SPEC §7 except the AI service), to be mounted at `/resource_api`:
 * `app.route('/resource_api', createPortalRoutes(deps))`. Every answer is the portal envelope;
 * refusals carry the SPEC §8 status texts. Before any route: a malformed percent-escape is 400, a body
 * over BODY_LIMIT_BYTES is 413 before it is read (uploads: UPLOAD_MAX_BYTES, while they stream), the
 * identity is resolved, and a state-changing call with only the session cookie must be same-origin.
 */
export function createPortalRoutes(deps: PortalDeps): Hono<PortalEnv> {
  const app = new Hono<PortalEnv>();
  const kit = createRouteKit(deps);
  app.use('/storage/*', sandboxStorageResponses());
  app.use('*', async (c, next) => {
    if (hasMalformedPercentEncoding(c.req.url)) throw new PortalError(400, MALFORMED_PERCENT_ENCODING_MESSAGE);
    await next();
  });
  const limitBody = bodyLimit({
    maxSize: deps.limits.bodyLimitBytes,
    onError: () => {
      throw new PortalError(413, `请求体过大：最多 ${deps.limits.bodyLimitBytes} 字节`);
    },
  });
  app.use('*', (c, next) => (c.req.method === 'POST' && UPLOAD_PATH.test(c.req.path) ? next() : limitBody(c, next)));
  app.use('*', resolveIdentity(deps));
  app.use('*', refuseCrossSiteCookieWrites());
  registerHomeRoutes(app, kit);
  registerApplicationRoutes(app, kit);
  registerArticleRoutes(app, kit);
  registerPersonRoutes(app, kit);
  registerMessageRoutes(app, kit);
  registerPublicInfoRoutes(app, kit);
  registerResourceRoutes(app, kit);
  registerPracticeRoutes(app, kit);
  registerContestRoutes(app, kit);
  // Part 1's remaining sections (ours where SPEC names a screen without a call).
  registerContestResultRoutes(app, kit);
  registerCentralSchoolRoutes(app, kit);
  registerExhibitionRoutes(app, kit);
  registerResearchRoutes(app, kit);
  registerAttributeRoutes(app, kit);
  registerFileViewRoutes(app, kit);
  registerStudioRoutes(app, kit);
  // Part 2's additions (SPEC names their screens without these calls).
  registerPersonalCentreRoutes(app, kit);
  registerPracticeDetailRoutes(app, kit);
  registerThreeClassroomDetailRoutes(app, kit);
  registerStorageUploadRoutes(app, kit);
  registerStorageRoutes(app, kit);
  registerLoginApiRoutes(app, kit, deps);
  // A catch-all route rather than notFound(): a mounted app's notFound handler is not used by its parent.
  app.all('*', (c) => fail(c, new PortalError(404, `接口不存在：${c.req.method} ${c.req.path}`)));
  app.onError((error, c) => {
    if (isPortalError(error)) return fail(c, error);
    console.error('portal route failed', error);
    return fail(c, new PortalError(500, '服务器内部错误'));
  });
  return app;
}
