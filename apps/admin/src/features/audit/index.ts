/** What other sections use of the audit: a change's before → after, one entry as a row. */
export { AuditDiff } from './audit-diff.tsx';
export { AuditRow } from './audit-row.tsx';
