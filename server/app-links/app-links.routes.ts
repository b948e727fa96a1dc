// The site's side of Android app links and iOS universal links: the files the
// phone fetches from the site before it lets the app open the site's links
// (the emailed confirmation, recovery and email-change links). Served only when
// the release's identity is configured: ANDROID_CERT_SHA256 (the signing
// certificate's fingerprints) and APPLE_TEAM_ID; otherwise 404, and the links
// open the site.
import type { FastifyPluginAsync } from 'fastify';
import { EMAIL_LINK_ROUTES } from '../../domain/email-links';
import { appError } from '../http/app-error';

// Not the SPA's page: a phone must read a plain 404, not HTML, while nothing is configured.
const notConfigured = () => appError('not_found');

export const appLinksRoutes: FastifyPluginAsync = async (app) => {
  const { appId, androidCertSha256, appleTeamId } = app.config.appLinks;

  app.get('/.well-known/assetlinks.json', { schema: { hide: true } }, async (_request, reply) => {
    if (androidCertSha256.length === 0) throw notConfigured();
    return reply.header('cache-control', 'public, max-age=3600').send([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: { namespace: 'android_app', package_name: appId, sha256_cert_fingerprints: androidCertSha256 },
      },
    ]);
  });

  // No extension, served as JSON, never redirected: Apple's requirements.
  app.get('/.well-known/apple-app-site-association', { schema: { hide: true } }, async (_request, reply) => {
    if (appleTeamId === undefined) throw notConfigured();
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/json')
      .send({
        applinks: {
          details: [{ appIDs: [`${appleTeamId}.${appId}`], components: Object.values(EMAIL_LINK_ROUTES).map((path) => ({ '/': path })) }],
        },
      });
  });
};
