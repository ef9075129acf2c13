import { api } from '@storefront/client/api-client';
import { sendContactMessage as sendContactMessageEndpoint } from '@storefront/contracts/endpoints/content';
import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '../schemas.ts';

/**
 * POST stores/self/contact-us (spec 7 Other): stored for the shop, and rate limited (429). Sent
 * with the session's token when there is one, so the shop knows which customer wrote. Optional
 * fields left empty are not sent.
 */
export function sendContactMessage({ phone, subject, ...message }: ContactMessage) {
  return api.call(sendContactMessageEndpoint, {
    body: {
      ...message,
      ...(phone ? { phone } : {}),
      ...(subject ? { subject } : {}),
    },
  });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
