import '../lib/zod-jitless.ts';
import { z } from 'zod';

/** The sign-in form's own checks; the API's answer (a wrong password…) comes on top. */
export const loginFormSchema = z.object({
  email: z.string().trim().min(1, 'login.emailRequired').email('login.emailInvalid'),
  password: z.string().min(1, 'login.passwordRequired'),
});
export type LoginForm = z.infer<typeof loginFormSchema>;
