// The files crawlers ask a site for: /robots.txt (crawl the pages, not the
// API) and /sitemap.xml (the public pages, as absolute URLs on SITE_URL).
// Registered only where the server hosts the web app.
import type { FastifyPluginAsync } from 'fastify';
import { LANGUAGES, type Language } from '../../domain/i18n/language';
import { pageAlternates, pageLanguages } from '../../domain/prerendered-pages';
import { PUBLIC_WEB_PAGES } from '../../domain/web-routes';
import { API_PREFIXES } from '../http/error-handler';

const ONE_DAY_CACHE = 'public, max-age=86400';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export const siteRoutes: FastifyPluginAsync = async (app) => {
  const { siteUrl } = app.config;

  const robots = [
    'User-agent: *',
    ...API_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    'Allow: /',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');

  // Each page in Italian and in English, each entry naming both (hreflang), Italian the default.
  const entry = (page: string, language: Language) => {
    const links = pageAlternates(page).map(
      ([hreflang, address]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${siteUrl}${address}`)}"/>`,
    );
    return `  <url><loc>${escapeXml(`${siteUrl}${pageLanguages(page)[language]}`)}</loc>${links.join('')}</url>`;
  };
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...PUBLIC_WEB_PAGES.flatMap((page) => LANGUAGES.map((language) => entry(page, language))),
    '</urlset>',
    '',
  ].join('\n');

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', ONE_DAY_CACHE).send(robots),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', ONE_DAY_CACHE).send(sitemap),
  );
};
