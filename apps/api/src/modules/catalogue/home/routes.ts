import {
  adminHomeSchema,
  HOME_PREVIEW_PARAM,
  homeLayoutRequestSchema,
  homeScheduleSchema,
} from '@storefront/contracts/admin-home';
import { themePreviewSchema } from '@storefront/contracts/admin-theme';
import * as endpoints from '@storefront/contracts/endpoints/admin/home';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { route } from '../../../lib/route.ts';
import { SCHEDULE_CHECK_SECONDS } from '../../../lib/schedule.ts';
import { staffActorOf } from '../../../plugins/auth.ts';
import { createHomePreview } from './home-preview.ts';
import {
  cancelHomeSchedule,
  discardHomeDraft,
  getAdminHome,
  publishDueHome,
  publishHome,
  saveHomeDraft,
  scheduleHome,
  type Writer,
} from './service.ts';

const TAGS = ['admin'];
const security = [{ bearer: [] }];
const ANSWER =
  'Answers the layouts as GET admin/home does. One transaction with its audit row (GET ' +
  'admin/audit, entity homePage).';

/** The back office's home page sections (issue 28), behind content.manage. */
export const adminHomeRoutes: FastifyPluginAsyncZod<{ db: Db; previewSecret: Uint8Array }> = async (
  app,
  { db, previewSecret },
) => {
  const writer = (request: FastifyRequest): Writer => ({
    db,
    actor: staffActorOf(request),
    news: app.catalogueNews,
  });

  route(app, endpoints.getAdminHome, {
    schema: {
      tags: TAGS,
      summary: 'The home page’s sections: what shoppers see, the draft, and any schedule',
      description:
        'Sections (data lists) in order, each with its groups and items; items named in the ' +
        'request language, with their first picture and whether shoppers can see them. draft ' +
        'is the live layout when there is none.',
      security,
      response: { 200: adminHomeSchema },
    },
    handler: async (request) => getAdminHome(db, request.lang),
  });

  route(app, endpoints.saveHomeDraft, {
    schema: {
      tags: TAGS,
      summary: 'Save the draft layout: seen only in the back office until published',
      description:
        'The whole layout: sections in order (at most 12), each with an English name (Arabic ' +
        'optional), its kind (product or category; a section keeps its kind), whether it is ' +
        'shown, and 1 to 8 groups of at most 48 item ids each (products or categories, as the ' +
        'kind says, each once). A section or group the home page has is named by its id; null ' +
        'adds one. 400 naming each field that is wrong (an unknown section, group or item). ' +
        ANSWER,
      security,
      body: homeLayoutRequestSchema,
      response: { 200: adminHomeSchema },
    },
    handler: async (request) => saveHomeDraft(writer(request), request.lang, request.body),
  });

  route(app, endpoints.discardHomeDraft, {
    schema: {
      tags: TAGS,
      summary: 'Discard the draft layout, and its schedule',
      description: ANSWER,
      security,
      response: { 200: adminHomeSchema },
    },
    handler: async (request) => discardHomeDraft(writer(request), request.lang),
  });

  route(app, endpoints.publishHome, {
    schema: {
      tags: TAGS,
      summary: 'Publish the draft: the home page shows it on every instance’s next page',
      description:
        'Sections and groups keep their ids; those the draft left out are deleted. 409 ' +
        `without a draft. ${ANSWER}`,
      security,
      response: { 200: adminHomeSchema },
    },
    handler: async (request) => publishHome(writer(request), request.lang),
  });

  route(app, endpoints.scheduleHome, {
    schema: {
      tags: TAGS,
      summary: 'Schedule the draft layout to go live at a moment',
      description:
        'publishAt: an ISO date-time with its offset, after now and at most 366 days ahead ' +
        '(400 naming publishAt). The job queue publishes the draft as saved at that moment, ' +
        `on one instance. 409 without a draft or with a change already scheduled. ${ANSWER}`,
      security,
      body: homeScheduleSchema,
      response: { 200: adminHomeSchema },
    },
    handler: async (request) =>
      scheduleHome(writer(request), request.lang, new Date(request.body.publishAt)),
  });

  route(app, endpoints.cancelHomeSchedule, {
    schema: {
      tags: TAGS,
      summary: 'Cancel the scheduled layout (the draft stays)',
      description: `404 when nothing is scheduled. ${ANSWER}`,
      security,
      response: { 200: adminHomeSchema },
    },
    handler: async (request) => cancelHomeSchedule(writer(request), request.lang),
  });

  route(app, endpoints.previewHomeDraft, {
    schema: {
      tags: TAGS,
      summary: 'A preview token: the home page drawn on the storefront with the draft layout',
      description:
        `The storefront's home with ?${HOME_PREVIEW_PARAM}=<token> (/?${HOME_PREVIEW_PARAM}=…) ` +
        'is drawn with the draft layout as it is saved when the page is opened (the live one ' +
        'where there is no draft), for an hour: the data lists answer its calls from the draft. ' +
        'Never kept by a cache and not indexed; other visitors see the published layout.',
      security,
      response: { 201: themePreviewSchema },
    },
    handler: async (_request, reply) => reply.code(201).send(createHomePreview(previewSecret)),
  });

  // A scheduled layout goes live within a few seconds of its moment, published by one instance.
  app.jobs.every('home-schedule', SCHEDULE_CHECK_SECONDS, async () => {
    if (await publishDueHome(db, app.catalogueNews)) app.log.info('scheduled home page published');
  });
};
