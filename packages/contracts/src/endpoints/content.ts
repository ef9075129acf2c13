/** The content's operations (apps/api/src/modules/content): static pages and the contact form. */
import type {
  contactUsRequestSchema,
  contactUsResponseSchema,
  staticPageSchema,
} from '../catalogue.ts';
import { endpoint, types } from '../endpoint.ts';

export const getStaticPage = endpoint(
  'GET',
  'static-pages/{id}',
  types<{ response: typeof staticPageSchema }>(),
);
/** The page at `/pages/{address}`: an address it has in any language, now or before, or its id. */
export const getStaticPageByAddress = endpoint(
  'GET',
  'static-pages/addresses/{address}',
  types<{ response: typeof staticPageSchema }>(),
);
export const sendContactMessage = endpoint(
  'POST',
  'stores/self/contact-us',
  types<{
    status: 201;
    response: typeof contactUsResponseSchema;
    body: typeof contactUsRequestSchema;
  }>(),
);
