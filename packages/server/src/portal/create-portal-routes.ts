import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { registerAdminRoutes } from '../admin/admin-routes';
import { recordActiveUsers } from '../admin/usage-recorder';
import { registerChangePasswordRoutes } from '../auth/change-password-routes';
import { registerLoginApiRoutes } from '../auth/login-page';
import { resolveIdentity } from '../auth/resolve-identity';
import { refuseCrossSiteCookieWrites } from '../http/cookie-write-guard';
import { HttpError, isHttpError } from '../http/http-error';
import { hasMalformedPercentEncoding, MALFORMED_PERCENT_ENCODING_MESSAGE } from '../http/percent-encoding';
import { renderPortalError } from '../http/portal-envelope';
import type { ServerEnv } from '../http/server-env';
import { registerCentralSchoolRoutes } from './after-service/central-school-routes';
import { registerApplicationRoutes } from './applications/application-routes';
import { registerAttributeRoutes } from './attributes/attribute-routes';
import { registerContestResultRoutes } from './contests/contest-result-routes';
import { registerContestRoutes } from './contests/contest-routes';
import { createRouteKit } from './create-route-kit';
import { registerExhibitionRoutes } from './exhibition/exhibition-routes';
import { registerStorageRoutes, sandboxStorageResponses } from './files/storage-routes';
import { registerStorageUploadRoutes } from './files/storage-upload-routes';
import { registerHomeRoutes } from './home/home-routes';
import { registerArticleRoutes } from './information/article-routes';
import { registerMessageRoutes } from './messages/message-routes';
import { registerPersonRoutes } from './person/person-routes';
import { registerPersonalCentreRoutes } from './person/personal-centre-routes';
import type { PortalDeps } from './portal-env';
import { registerPracticeDetailRoutes } from './practice/practice-detail-routes';
import { registerPracticeRoutes } from './practice/practice-routes';
import { registerPublicInfoRoutes } from './public-info/public-info-routes';
import { registerResearchRoutes } from './research/research-routes';
import { registerFileViewRoutes } from './resources/file-view-routes';
import { registerResourceRoutes } from './resources/resource-routes';
import { registerResourceSubmissionRoutes } from './resources/resource-submission-routes';
import { registerStudioRoutes } from './studios/studio-routes';
import { registerThreeClassroomDetailRoutes } from './three-classrooms/three-classroom-detail-routes';

/** The local store's upload route streams its (larger) body itself, under the upload limit. */
const UPLOAD_PATH = /\/storage\/upload\/?$/;

/**
 * The portal API (SPEC §7 except the AI service), to be mounted at `/resource_api`:
 * `app.route('/resource_api', createPortalRoutes(deps))`. Every answer is the portal envelope;
 * refusals carry the SPEC §8 status texts. Before any route: a malformed percent-escape is 400, a body
 * over BODY_LIMIT_BYTES is 413 before it is read (uploads: UPLOAD_MAX_BYTES, while they stream), the
 * identity is resolved, and a state-changing call with only the session cookie must be same-origin.
 */
export function createPortalRoutes(deps: PortalDeps): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  const kit = createRouteKit(deps);
  app.use('/storage/*', sandboxStorageResponses());
  app.use('*', async (c, next) => {
    if (hasMalformedPercentEncoding(c.req.url)) throw new HttpError(400, MALFORMED_PERCENT_ENCODING_MESSAGE);
    await next();
  });
  const limitBody = bodyLimit({
    maxSize: deps.limits.bodyLimitBytes,
    onError: () => {
      throw new HttpError(413, `请求体过大：最多 ${deps.limits.bodyLimitBytes} 字节`);
    },
  });
  app.use('*', (c, next) => (c.req.method === 'POST' && UPLOAD_PATH.test(c.req.path) ? next() : limitBody(c, next)));
  app.use('*', resolveIdentity(deps));
  app.use('*', recordActiveUsers(deps.usage));
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
  // Ours where SPEC names a screen without a call: contest results, central schools, the exhibition hall.
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
  registerLoginApiRoutes(app, { ...deps, now: kit.now });
  // Issue 32: a teacher's contribution to the resource centre, and the platform console.
  registerResourceSubmissionRoutes(app, kit);
  registerChangePasswordRoutes(app, { db: deps.db, now: kit.now });
  registerAdminRoutes(app, kit);
  // A catch-all route rather than notFound(): a mounted app's notFound handler is not used by its parent.
  app.all('*', (c) => renderPortalError(c, new HttpError(404, `接口不存在：${c.req.method} ${c.req.path}`)));
  app.onError((error, c) => {
    if (isHttpError(error)) return renderPortalError(c, error);
    console.error('portal route failed', error);
    return renderPortalError(c, new HttpError(500, '服务器内部错误'));
  });
  return app;
}
