import '../../lib/zod-jitless.ts';
import { z } from 'zod';

/** The add form's own checks (the API's rules, password strength included, answer on top). */
export const addStaffFormSchema = z.object({
  email: z.string().trim().min(1, 'form.required').email('form.email'),
  displayName: z.string().trim().min(1, 'form.required').max(100, 'form.tooLong'),
  password: z.string().min(8, 'staff.passwordShort'),
  roleId: z.string().min(1, 'form.required'),
});
export type AddStaffForm = z.infer<typeof addStaffFormSchema>;
