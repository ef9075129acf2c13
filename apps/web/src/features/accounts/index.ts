/**
 * Accounts (API module `accounts`): log in, register, forgot and reset the password, the profile
 * and the password change; the forms and the pages' card. Uses the sessions feature.
 */
export { useResetLink } from './api/check-reset-link.ts';
export { useCustomer } from './api/get-customer.ts';
export { AuthCard } from './components/auth-card.tsx';
export { ChangePasswordForm } from './components/change-password-form.tsx';
export { ForgotPasswordForm } from './components/forgot-password-form.tsx';
export { LoginForm } from './components/login-form.tsx';
export { ProfileForm } from './components/profile-form.tsx';
export { RegisterForm } from './components/register-form.tsx';
export { ResetPasswordForm } from './components/reset-password-form.tsx';
export { useReturnTo } from './hooks/use-return-to.ts';
export { resetLinkSchema } from './schemas.ts';
