import { z } from 'zod';
import { localizedInputSchema, localizedTextSchema } from './admin-catalogue.ts';
import { themeScheduleSchema } from './admin-theme.ts';
import { idSchema } from './input-rules.ts';

/**
 * The back office's home page sections (issue 28), under /api/admin/home (endpoints/admin/home.ts),
 * behind content.manage. The home page shows the shop's data lists in order; a list is a row of
 * products or of categories, in one or more groups (tabs), each group naming its items in order.
 * The owner edits the whole layout as a draft, then publishes it now or at a scheduled moment.
 */

export const HOME_LISTS_MAX = 12;
export const HOME_GROUPS_MAX = 8;
export const HOME_ITEMS_MAX = 48;
export const HOME_NAME_MAX = 80;
/**
 * The storefront's query parameter that draws the home page with the draft layout (the back
 * office's preview): `/?homePreview=<token>`, from POST admin/home/preview.
 */
export const HOME_PREVIEW_PARAM = 'homePreview';

/** An item of a group as the back office shows it: what it is, and whether shoppers can see it. */
export const homeItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  picture: z.string().nullable(),
  /** False: unpublished or archived, so the storefront leaves it out. */
  visible: z.boolean(),
});
export type HomeItem = z.infer<typeof homeItemSchema>;

export const homeGroupSchema = z.object({
  /** null: a group of the draft not yet published. */
  id: z.number().int().nullable(),
  name: localizedTextSchema,
  items: z.array(homeItemSchema),
});

export const homeListSchema = z.object({
  /** null: a list of the draft not yet published. */
  id: z.number().int().nullable(),
  name: localizedTextSchema,
  kind: z.enum(['product', 'category']),
  /** Shown on the home page; false keeps the list without showing it. */
  published: z.boolean(),
  groups: z.array(homeGroupSchema),
});
export type HomeList = z.infer<typeof homeListSchema>;

export const homeLayoutSchema = z.object({ lists: z.array(homeListSchema) });
export type HomeLayout = z.infer<typeof homeLayoutSchema>;

/** GET admin/home: the layout shoppers see, the draft (the same when none), and any schedule. */
export const adminHomeSchema = z.object({
  live: homeLayoutSchema,
  draft: homeLayoutSchema,
  hasDraft: z.boolean(),
  draftSavedAt: z.string().nullable(),
  publishAt: z.string().nullable(),
  scheduledBy: z.string().nullable(),
});
export type AdminHome = z.infer<typeof adminHomeSchema>;

const groupRequestSchema = z.object({
  id: idSchema.nullable().default(null),
  name: localizedInputSchema(HOME_NAME_MAX),
  /** Product ids (a product list) or category ids (a category list), in order, each once. */
  items: z
    .array(idSchema)
    .max(HOME_ITEMS_MAX, 'validation.homeItems')
    .refine((ids) => new Set(ids).size === ids.length, 'validation.duplicate'),
});

const listRequestSchema = z.object({
  id: idSchema.nullable().default(null),
  name: localizedInputSchema(HOME_NAME_MAX),
  kind: z.enum(['product', 'category'], 'validation.homeKind'),
  published: z.boolean().default(true),
  groups: z
    .array(groupRequestSchema)
    .min(1, 'validation.homeGroups')
    .max(HOME_GROUPS_MAX, 'validation.homeGroups'),
});

/** PUT admin/home/draft: the whole layout, lists in the order the home page shows them. */
export const homeLayoutRequestSchema = z.object({
  lists: z.array(listRequestSchema).max(HOME_LISTS_MAX, 'validation.homeLists'),
});
export type HomeLayoutRequest = z.input<typeof homeLayoutRequestSchema>;

/** POST admin/home/schedule: the saved draft goes live at this moment. */
export const homeScheduleSchema = themeScheduleSchema;
export type HomeSchedule = z.input<typeof homeScheduleSchema>;
