import {
  adminPageSchema,
  adminPagesSchema,
  contactRecipientsSchema,
  PAGE_PREVIEW_PARAM,
  pageContentRequestSchema,
  pageParamsSchema,
  pageScheduleSchema,
} from '@storefront/contracts/admin-pages';
import { themePreviewSchema } from '@storefront/contracts/admin-theme';
import * as endpoints from '@storefront/contracts/endpoints/admin/pages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { route } from '../../../lib/route.ts';
import { SCHEDULE_CHECK_SECONDS } from '../../../lib/schedule.ts';
import { staffActorOf } from '../../../plugins/auth.ts';
import { createPagePreview } from './page-preview.ts';
import {
  cancelPageSchedule,
  createPage,
  discardPageDraft,
  getPage,
  getRecipients,
  listPages,
  publishDuePages,
  publishPage,
  savePageDraft,
  saveRecipients,
  schedulePage,
  unpublishPage,
  type Writer,
} from './service.ts';

const TAGS = ['admin'];
const security = [{ bearer: [] }];
const ANSWER =
  'Answers the page as GET admin/pages/{id} does. One transaction with its audit row (GET ' +
  'admin/audit, entity page). 404 for a page that does not exist.';
const CONTENT =
  'title (English required), body, seoTitle and seoDescription as English | Arabic pairs. ' +
  'The body is HTML, cleaned by an allow-list before it is stored: headings, paragraphs, ' +
  'lists, links (http, https, mailto, tel or this shop’s paths), https pictures and tables ' +
  'stay; scripts, styles, event attributes and other addresses go. 400 naming each field ' +
  'that is wrong.';

/** The back office's static pages and contact recipients (issue 28), behind content.manage. */
export const adminPagesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  previewSecret: Uint8Array;
}> = async (app, { db, previewSecret }) => {
  const writer = (request: FastifyRequest): Writer => ({
    db,
    actor: staffActorOf(request),
    news: app.catalogueNews,
  });

  route(app, endpoints.listAdminPages, {
    schema: {
      tags: TAGS,
      summary: 'Every static page, with whether it is on the shop, drafted or scheduled',
      security,
      response: { 200: adminPagesSchema },
    },
    handler: async () => listPages(db),
  });

  route(app, endpoints.createAdminPage, {
    schema: {
      tags: TAGS,
      summary: 'Add a page: kept off the shop until it is published',
      description: `${CONTENT} ${ANSWER}`,
      security,
      body: pageContentRequestSchema,
      response: { 201: adminPageSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await createPage(writer(request), request.body)),
  });

  route(app, endpoints.getAdminPage, {
    schema: {
      tags: TAGS,
      summary: 'A page: what shoppers see and the draft',
      description: 'draft is the live version when there is no draft. 404 for an unknown page.',
      security,
      params: pageParamsSchema,
      response: { 200: adminPageSchema },
    },
    handler: async (request) => getPage(db, request.params.id),
  });

  route(app, endpoints.savePageDraft, {
    schema: {
      tags: TAGS,
      summary: 'Save the draft: seen only in the back office until published',
      description: `${CONTENT} ${ANSWER}`,
      security,
      params: pageParamsSchema,
      body: pageContentRequestSchema,
      response: { 200: adminPageSchema },
    },
    handler: async (request) => savePageDraft(writer(request), request.params.id, request.body),
  });

  route(app, endpoints.discardPageDraft, {
    schema: {
      tags: TAGS,
      summary: 'Discard the draft, and its schedule',
      description: ANSWER,
      security,
      params: pageParamsSchema,
      response: { 200: adminPageSchema },
    },
    handler: async (request) => discardPageDraft(writer(request), request.params.id),
  });

  route(app, endpoints.publishPage, {
    schema: {
      tags: TAGS,
      summary: 'Publish: the draft goes on the shop now',
      description: `Every instance draws the page anew on its next request. ${ANSWER}`,
      security,
      params: pageParamsSchema,
      response: { 200: adminPageSchema },
    },
    handler: async (request) => publishPage(writer(request), request.params.id),
  });

  route(app, endpoints.unpublishPage, {
    schema: {
      tags: TAGS,
      summary: 'Unpublish: the page leaves the shop (its address answers 404)',
      description: `Its words are kept; a schedule is cancelled. ${ANSWER}`,
      security,
      params: pageParamsSchema,
      response: { 200: adminPageSchema },
    },
    handler: async (request) => unpublishPage(writer(request), request.params.id),
  });

  route(app, endpoints.schedulePage, {
    schema: {
      tags: TAGS,
      summary: 'Schedule the draft to go on the shop at a moment',
      description:
        'publishAt: an ISO date-time with its offset, after now and at most 366 days ahead ' +
        '(400 naming publishAt). The job queue publishes the draft as saved at that moment, on ' +
        'one instance. 409 when the page has no draft and is already on the shop, or is ' +
        `already scheduled. ${ANSWER}`,
      security,
      params: pageParamsSchema,
      body: pageScheduleSchema,
      response: { 200: adminPageSchema },
    },
    handler: async (request) =>
      schedulePage(writer(request), request.params.id, new Date(request.body.publishAt)),
  });

  route(app, endpoints.cancelPageSchedule, {
    schema: {
      tags: TAGS,
      summary: 'Cancel the scheduled publish',
      description: `404 when nothing is scheduled. ${ANSWER}`,
      security,
      params: pageParamsSchema,
      response: { 200: adminPageSchema },
    },
    handler: async (request) => cancelPageSchedule(writer(request), request.params.id),
  });

  route(app, endpoints.previewPageDraft, {
    schema: {
      tags: TAGS,
      summary: 'A preview token: the page drawn on the storefront with its draft',
      description:
        `The page's storefront address with ?${PAGE_PREVIEW_PARAM}=<token> (/pages/{id}?` +
        `${PAGE_PREVIEW_PARAM}=…) is drawn with the draft as it is saved when the page is ` +
        'opened (the live words where there is none), hidden or not, for an hour; never kept ' +
        'by a cache and not indexed. Other visitors see what is published. 404 for a page ' +
        'that does not exist.',
      security,
      params: pageParamsSchema,
      response: { 201: themePreviewSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await createPagePreview(db, previewSecret, request.params.id)),
  });

  route(app, endpoints.getContactRecipients, {
    schema: {
      tags: TAGS,
      summary: 'Who is emailed the contact form’s messages',
      security,
      response: { 200: contactRecipientsSchema },
    },
    handler: async () => getRecipients(db),
  });

  route(app, endpoints.saveContactRecipients, {
    schema: {
      tags: TAGS,
      summary: 'Set who is emailed the contact form’s messages',
      description:
        'emails: at most 10 addresses (lower-cased; a repeat counts once); [] sends none (the ' +
        'messages are still kept). 400 naming each address that is wrong. Audited (entity ' +
        'contactRecipients).',
      security,
      body: contactRecipientsSchema,
      response: { 200: contactRecipientsSchema },
    },
    handler: async (request) => saveRecipients(writer(request), request.body),
  });

  // A scheduled page goes live within a few seconds of its moment, published by one instance.
  app.jobs.every('page-schedule', SCHEDULE_CHECK_SECONDS, async () => {
    const count = await publishDuePages(db, app.catalogueNews);
    if (count > 0) app.log.info({ count }, 'scheduled pages published');
  });
};
