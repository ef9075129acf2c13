import { z } from 'zod';
import { idParamSchema } from './input-rules.ts';

/** Spec 3 Menu. */
export const menuSchema = z.object({
  menuId: z.number().int(),
  name: z.string(),
});
export type Menu = z.infer<typeof menuSchema>;

/** Spec 3 Menu item; `title` is in the request's language. Items come in display order. */
export const menuItemSchema = z.object({
  menuItemId: z.number().int(),
  parentItemId: z.number().int().nullable(),
  title: z.string(),
  route: z.string(),
  icon: z.string().nullable(),
  openInNewTab: z.boolean(),
  allowGuestUser: z.boolean(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;
export const menuItemsSchema = z.array(menuItemSchema);

export const menuParamsSchema = z.object({
  menuId: idParamSchema,
});
