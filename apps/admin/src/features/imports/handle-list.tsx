import { Link } from 'react-router';
import { linkClass } from '../../shared/ui/styles.ts';

/** Products by their handle, each a search of the product list (a handle is its SKU). */
export function HandleList({ handles }: { handles: readonly string[] }) {
  return (
    <ul className="flex max-h-48 flex-wrap gap-x-3 gap-y-1 overflow-y-auto">
      {handles.map((handle) => (
        <li key={handle}>
          <Link
            to={`/products?query=${encodeURIComponent(handle)}`}
            className={`${linkClass} font-mono text-xs`}
          >
            <bdi dir="ltr">{handle}</bdi>
          </Link>
        </li>
      ))}
    </ul>
  );
}
