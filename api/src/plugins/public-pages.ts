import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LANGUAGES, type Language, type TrackingView } from '@wolvo/shared/contracts';
import { escapeHtml } from '@wolvo/shared/prerender';
import type { Db } from '../db/database';
import { getTracking } from '../modules/tracking/tracking.service';
import type { TrackingSettings } from '../modules/slips/tracking';

/** mfe-orders' Node build of its tracking page (`mfe-orders/src/prerender/render-tracking.tsx`). */
interface TrackingRenderer {
  prepareTrackingRenderer(): Promise<void>;
  renderTrackingPage(
    language: Language,
    token: string,
    view: TrackingView,
  ): { html: string; styles: string; title: string; direction: 'ltr' | 'rtl' };
}

/**
 * The page a slip's QR code opens, `/{lang}/track/{token}`, with the parcel already drawn (mfe-orders'
 * renderer, `trackingRenderer`): a recipient's phone shows it before any script has run, and the host
 * then replaces it with the live page (`data-prerendered="public"`; inert until then). It holds what
 * GET /v1/track/{token} answers and nothing else, and is limited per address like that call. An unknown
 * token, or no renderer, gets the usual index.html: the page then says what the API says.
 */
export async function publicPagesPlugin(
  app: FastifyInstance,
  options: {
    hostDist: string;
    trackingRenderer: string | null;
    db: Db;
    settings: TrackingSettings;
    rateLimit: number;
  },
) {
  let renderer: Promise<TrackingRenderer | null> | null = null;
  const loadRenderer = () =>
    (renderer ??= (async () => {
      if (!options.trackingRenderer) return null;
      try {
        const loaded = createRequire(__filename)(options.trackingRenderer) as TrackingRenderer;
        await loaded.prepareTrackingRenderer();
        return loaded;
      } catch (error) {
        app.log.error({ err: error }, 'the tracking page renderer cannot load: pages unrendered');
        return null;
      }
    })());

  app.get<{ Params: { lang: string; token: string } }>(
    '/:lang/track/:token',
    {
      schema: { hide: true },
      config: {
        rateLimit: {
          max: options.rateLimit,
          timeWindow: '1 minute',
          keyGenerator: (r: { ip: string }) => r.ip,
        },
      },
    },
    async (request, reply) => {
      const { lang, token } = request.params;
      let page = readFileSync(path.join(options.hostDist, 'index.html'), 'utf8');
      reply.header('cache-control', 'no-store').type('text/html');
      const language = (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : null;
      const view = language
        ? await getTracking(options.db, token, options.settings).catch(() => null)
        : null;
      const render = view ? await loadRenderer() : null;
      if (!language || !view || !render) return page;
      const { html, styles, title, direction } = render.renderTrackingPage(language, token, view);
      page = page
        .replace(/<html[^>]*>/, `<html lang="${language}" dir="${direction}">`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
        .replace('</head>', `${styles}</head>`)
        // Inert (seen, not used) until the live page replaces it: a choice made on it would be lost.
        .replace(
          /<div id="?root"?><\/div>/,
          `<div id="root" data-prerendered="public" inert>${html}</div>`,
        );
      return page;
    },
  );
}
