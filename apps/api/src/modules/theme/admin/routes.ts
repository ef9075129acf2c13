import {
  adminThemeSchema,
  themePreviewQuerySchema,
  themePreviewSchema,
  themeScheduleSchema,
  themeSettingsSchema,
  themeVersionParamsSchema,
} from '@storefront/contracts/admin-theme';
import * as endpoints from '@storefront/contracts/endpoints/admin/theme';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { route } from '../../../lib/route.ts';
import { SCHEDULE_CHECK_SECONDS } from '../../../lib/schedule.ts';
import { staffActorOf } from '../../../plugins/auth.ts';
import {
  cancelSchedule,
  createPreview,
  discardDraft,
  getAdminTheme,
  publishDraft,
  publishDueTheme,
  restoreVersion,
  saveDraft,
  scheduleDraft,
  type Writer,
} from './service.ts';

const TAGS = ['admin'];
const security = [{ bearer: [] }];
const ANSWER =
  'Answers the theme as GET admin/theme does. One transaction with its audit row (GET ' +
  'admin/audit, entity theme).';

/** The back office's theme (issue 28), behind content.manage. */
export const adminThemeRoutes: FastifyPluginAsyncZod<{
  db: Db;
  previewSecret: Uint8Array;
}> = async (app, { db, previewSecret }) => {
  const writer = (request: FastifyRequest): Writer => ({
    db,
    actor: staffActorOf(request),
    news: app.catalogueNews,
  });

  route(app, endpoints.getAdminTheme, {
    schema: {
      tags: TAGS,
      summary: 'The theme shoppers see, the draft, and every version published',
      description:
        'Texts as English | Arabic pairs. versions: newest first (at most 50), the first is ' +
        'live; menus: the shop’s menus to choose the main and footer menus from.',
      security,
      response: { 200: adminThemeSchema },
    },
    handler: async () => getAdminTheme(db),
  });

  route(app, endpoints.saveThemeDraft, {
    schema: {
      tags: TAGS,
      summary: 'Save the draft: shown only in the preview until published',
      description:
        'Every setting, as GET admin/theme answers it: title and metadata_title (English ' +
        'required), copy_right and metadata_description; color #rrggbb; logo, metadata_icon ' +
        'and overrided_footer_image a path on this shop or an https address, or null; social ' +
        'profiles https addresses or null; main_menu and footer_menus (at most 4) menus the ' +
        `shop has; languages with en. 400 naming each field that is wrong. ${ANSWER}`,
      security,
      body: themeSettingsSchema,
      response: { 200: adminThemeSchema },
    },
    handler: async (request) => saveDraft(writer(request), request.body),
  });

  route(app, endpoints.discardThemeDraft, {
    schema: {
      tags: TAGS,
      summary: 'Drop the draft',
      description: `Nothing shoppers see changes; without a draft, nothing happens. ${ANSWER}`,
      security,
      response: { 200: adminThemeSchema },
    },
    handler: async (request) => discardDraft(writer(request)),
  });

  route(app, endpoints.publishThemeDraft, {
    schema: {
      tags: TAGS,
      summary: 'Publish the draft: every shopper sees it on their next page',
      description:
        `409 when there is no draft. The version is kept (restorable); every instance draws ` +
        `its next page with it. ${ANSWER}`,
      security,
      response: { 200: adminThemeSchema },
    },
    handler: async (request) => publishDraft(writer(request)),
  });

  route(app, endpoints.restoreThemeVersion, {
    schema: {
      tags: TAGS,
      summary: 'Publish an earlier version again',
      description:
        `The version’s settings become live as a new version (restoredFrom names it); the ` +
        `draft is left as it is. 404 for a version never published. ${ANSWER}`,
      security,
      params: themeVersionParamsSchema,
      response: { 200: adminThemeSchema },
    },
    handler: async (request) => restoreVersion(writer(request), request.params.id),
  });

  route(app, endpoints.previewThemeDraft, {
    schema: {
      tags: TAGS,
      summary: 'A preview token: the storefront drawn with the draft (or the scheduled version)',
      description:
        'Any storefront page with ?themePreview=<token> is drawn with the draft as it is ' +
        'saved now (of=scheduled: the version set to go live, as the shop will look then), ' +
        'for an hour, never kept by a cache, and not indexed; other visitors see the live ' +
        'theme. 409 when there is no draft, 404 when nothing is scheduled.',
      security,
      querystring: themePreviewQuerySchema,
      response: { 201: themePreviewSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await createPreview(db, previewSecret, Date.now(), request.query.of)),
  });

  route(app, endpoints.scheduleThemeDraft, {
    schema: {
      tags: TAGS,
      summary: 'Schedule the draft to go live at a moment',
      description:
        'publishAt: an ISO date-time with its offset, after now and at most 366 days ahead ' +
        '(400 naming publishAt). The draft becomes the scheduled version (the draft slot is ' +
        'free again); the job queue publishes it then, on one instance, and every instance ' +
        `draws its next page with it. 409 without a draft or with a change already scheduled. ${ANSWER}`,
      security,
      body: themeScheduleSchema,
      response: { 200: adminThemeSchema },
    },
    handler: async (request) => scheduleDraft(writer(request), new Date(request.body.publishAt)),
  });

  route(app, endpoints.cancelThemeSchedule, {
    schema: {
      tags: TAGS,
      summary: 'Cancel the scheduled change',
      description: `It will not go live. 404 when nothing is scheduled. ${ANSWER}`,
      security,
      response: { 200: adminThemeSchema },
    },
    handler: async (request) => cancelSchedule(writer(request)),
  });

  // A scheduled theme goes live within a few seconds of its moment, published by one instance.
  app.jobs.every('theme-schedule', SCHEDULE_CHECK_SECONDS, async () => {
    if (await publishDueTheme(db, app.catalogueNews)) app.log.info('scheduled theme published');
  });
};
