import { z } from 'zod';
import {
  localizedInputSchema,
  localizedTextSchema,
  optionalLocalizedInputSchema,
} from './admin-catalogue.ts';
import { themeScheduleSchema } from './admin-theme.ts';
import { idParamSchema } from './input-rules.ts';

/**
 * The back office's static pages (issue 28), under /api/admin/pages (endpoints/admin/pages.ts),
 * behind content.manage. A page has what shoppers see (its live content, when published) and a
 * draft of the next version; publish puts the draft live, now or at a scheduled moment, and
 * unpublish takes the page off the shop. The body is HTML from the admin's rich-text editor,
 * cleaned by the server's allow-list before it is stored.
 */

export const PAGE_TITLE_MAX = 200;
/** Characters of HTML in one language's body. */
export const PAGE_BODY_MAX = 100_000;
export const PAGE_SEO_TITLE_MAX = 120;
export const PAGE_SEO_DESCRIPTION_MAX = 320;
export const CONTACT_RECIPIENTS_MAX = 10;
/**
 * The storefront's query parameter that draws a static page with its draft (the back office's
 * preview): `/pages/4?pagePreview=<token>`, from POST admin/pages/{id}/preview.
 */
export const PAGE_PREVIEW_PARAM = 'pagePreview';
export const PAGE_ADDRESS_MAX = 80;

/**
 * A page's address in one language, the part after `/pages/`: lower-case letters of any script
 * (Arabic too), digits and single hyphens between them, never only digits (`/pages/4` is the
 * page with id 4, which redirects to its address).
 */
export const PAGE_ADDRESS_PATTERN = /^(?!\d+$)[\p{Ll}\p{Lo}\p{Nd}]+(?:-[\p{Ll}\p{Lo}\p{Nd}]+)*$/u;

/**
 * An address made from a title: lower case, every run of other characters one hyphen, Arabic
 * letters kept (their marks dropped); '' when nothing is left. The editor proposes it and the
 * API uses it when a page is created without an address.
 */
export function addressOfTitle(title: string): string {
  const words = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{Ll}\p{Lo}\p{Nd}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PAGE_ADDRESS_MAX)
    .replace(/-+$/, '');
  return /^\d*$/.test(words) ? '' : words;
}

const addressText = z
  .string('validation.required')
  .trim()
  .toLowerCase()
  .max(PAGE_ADDRESS_MAX, 'validation.tooLong')
  .refine((value) => value === '' || PAGE_ADDRESS_PATTERN.test(value), 'validation.pageAddress');

/** A page's words in both languages, as stored and answered. */
export const pageContentSchema = z.object({
  title: localizedTextSchema,
  /** Clean HTML (headings, paragraphs, lists, links, pictures, tables). */
  body: localizedTextSchema,
  /** The search result's title and description; '' means the title and the body's start. */
  seoTitle: localizedTextSchema,
  seoDescription: localizedTextSchema,
  /** The address after `/pages/` in each language; Arabic '' means the English one. */
  address: localizedTextSchema,
});
export type PageContent = z.infer<typeof pageContentSchema>;

/** POST admin/pages and PUT admin/pages/{id}/draft: a page's words, English title required. */
export const pageContentRequestSchema = z.object({
  title: localizedInputSchema(PAGE_TITLE_MAX),
  body: optionalLocalizedInputSchema(PAGE_BODY_MAX).default({ en: '' }),
  seoTitle: optionalLocalizedInputSchema(PAGE_SEO_TITLE_MAX).default({ en: '' }),
  seoDescription: optionalLocalizedInputSchema(PAGE_SEO_DESCRIPTION_MAX).default({ en: '' }),
  /** Left out or '': made from the title (English; Arabic from the Arabic title, if any). */
  address: z
    .object({ en: addressText.default(''), ar: addressText.optional() })
    .default({ en: '' }),
});
export type PageContentRequest = z.input<typeof pageContentRequestSchema>;

/** Where a page stands: on the shop or not, with unsaved-to-the-shop changes or not. */
const pageStateFields = {
  id: z.number().int(),
  /** Shoppers can open it. */
  published: z.boolean(),
  /** The draft differs from what shoppers see (or the page was never published). */
  hasDraft: z.boolean(),
  /** The draft is set to go live at this moment (UTC), by the job queue. */
  publishAt: z.string().nullable(),
  /** When shoppers' version last changed. */
  updatedAt: z.string(),
};

/** One row of GET admin/pages. */
export const adminPageSummarySchema = z.object({
  ...pageStateFields,
  title: localizedTextSchema,
});
export type AdminPageSummary = z.infer<typeof adminPageSummarySchema>;
export const adminPagesSchema = z.array(adminPageSummarySchema);

/** GET admin/pages/{id}: shoppers' version and the draft (the same when there is none). */
export const adminPageSchema = z.object({
  ...pageStateFields,
  live: pageContentSchema,
  draft: pageContentSchema,
  draftSavedAt: z.string().nullable(),
  scheduledBy: z.string().nullable(),
  /** The storefront's address of the page, in English (the live version's). */
  path: z.string(),
});
export type AdminPage = z.infer<typeof adminPageSchema>;

export const pageParamsSchema = z.object({ id: idParamSchema });

/** POST admin/pages/{id}/schedule: the saved draft goes live at this moment. */
export const pageScheduleSchema = themeScheduleSchema;
export type PageSchedule = z.input<typeof pageScheduleSchema>;

/** GET and PUT admin/contact-recipients: who gets the contact form's messages by email. */
export const contactRecipientsSchema = z.object({
  emails: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .max(254, 'validation.tooLong')
        .pipe(z.email('validation.email')),
    )
    .max(CONTACT_RECIPIENTS_MAX, 'validation.recipients'),
});
export type ContactRecipients = z.infer<typeof contactRecipientsSchema>;
