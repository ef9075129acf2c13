import { TRANSLATION_AREA } from '@storefront/contracts';
import {
  adminTranslationParamsSchema,
  adminTranslationSavedSchema,
  adminTranslationsPageSchema,
  adminTranslationsQuerySchema,
  adminTranslationUpdateSchema,
} from '@storefront/contracts/admin-translations';
import * as endpoints from '@storefront/contracts/endpoints/admin/translations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { route } from '../../../lib/route.ts';
import { staffActorOf } from '../../../plugins/auth.ts';
import { currentCatalogueVersion } from '../service.ts';
import { listTranslations, updateTranslation } from './service.ts';

const TAGS = ['admin'];
const security = [{ bearer: [] }];

/** The back office's translations (issue 28), behind content.manage. */
export const adminTranslationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  route(app, endpoints.listAdminTranslations, {
    schema: {
      tags: TAGS,
      summary: 'Every UI string of the storefront, English and Arabic side by side',
      description:
        'Strings needing attention first (no Arabic, then Arabic that is the English as it ' +
        'stands), then by key; 50 a page. query (up to 200 characters) matches the key or ' +
        'either language in any case; show: all, attention or edited (the shop’s own words). ' +
        'Each string carries what shoppers see, what the software ships, which languages the ' +
        'shop edited, and the {{placeholders}} a translation must keep.',
      security,
      querystring: adminTranslationsQuerySchema,
      response: { 200: adminTranslationsPageSchema },
    },
    handler: async (request) =>
      listTranslations(db, request.query, await currentCatalogueVersion(db, TRANSLATION_AREA)),
  });

  route(app, endpoints.updateAdminTranslation, {
    schema: {
      tags: TAGS,
      summary: 'Change one UI string, live on the next page',
      description:
        'en and/or ar: the shop’s words, 1–2,000 characters; null (or the shipped text) goes ' +
        'back to what the software ships. A text must keep every {{placeholder}} its shipped ' +
        'text has and use no other (400 naming the language, the message naming the ' +
        'placeholder). 404 for a key the catalogue does not have. One transaction raises the ' +
        'catalogue’s version and records the change (GET admin/audit, entity translation); ' +
        'every instance then draws its next page with it, and browsers fetch the new strings. ' +
        'A new release of the software never overwrites the shop’s words.',
      security,
      params: adminTranslationParamsSchema,
      body: adminTranslationUpdateSchema,
      response: { 200: adminTranslationSavedSchema },
    },
    handler: async (request) =>
      updateTranslation(
        { db, actor: staffActorOf(request), news: app.catalogueNews },
        request.params.key,
        request.body,
      ),
  });
};
