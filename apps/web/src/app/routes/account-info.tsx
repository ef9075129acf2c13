/** Placeholder until the page lands (issue 4, in progress). */
export { default } from './not-found.tsx';
