/** A small busy indicator in the current text colour (CSS only: no icon in the first load). */
export function Spinner() {
  return (
    <span
      aria-hidden
      className="inline-block size-4 shrink-0 animate-spin rounded-full border-2 border-current border-e-transparent"
    />
  );
}
