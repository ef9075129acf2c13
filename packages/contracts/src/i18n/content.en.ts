/** Strings of the shop's own pages: static pages (GET static-pages/{id}) and the contact form. */
export const contentEn = {
  'staticPage.updated': 'Last updated {{date}}',

  'contact.title': 'Contact us',
  'contact.intro':
    'A question about an order, a product or the shop? Write to us and we will answer by email.',
  'contact.field.name': 'Name',
  'contact.field.email': 'Email',
  'contact.field.phone': 'Phone',
  'contact.field.subject': 'Subject',
  'contact.field.message': 'Message',
  'contact.optional': '(optional)',
  'contact.messageHint': 'At least {{min}} characters.',
  'contact.submit': 'Send message',
  'contact.submitting': 'Sending…',
  'contact.sentTitle': 'Message sent',
  'contact.sent': 'Thank you — we will reply to {{email}}',
  'contact.sendAnother': 'Send another message',
} as const;
