/** Strings of impersonation (spec 2 banner, spec 4 end) and the staff page that starts it. */
export const impersonationEn = {
  // Spec 2 Impersonation banner, verbatim.
  'impersonation.impersonatedAs': 'impersonated as',
  'impersonation.finish': 'finish session',
  // Spec 4 Impersonation end, verbatim.
  'impersonation.finished': 'session finished',
} as const;
