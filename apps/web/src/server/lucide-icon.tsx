import {
  type ForwardRefExoticComponent,
  forwardRef,
  type ReactElement,
  type RefAttributes,
  type SVGProps,
} from 'react';

/*
 * The server build's Lucide icon (vite.config.ts): every icon Lucide draws goes through its `Icon`,
 * which works out the same attributes and children from the icon's data on every render, about
 * 5 % of a drawn page's CPU for its thirty-odd icons. On the server an icon given only plain
 * values (a class, `aria-hidden`, a size: as the storefront's are) is worked out by Lucide once
 * per icon and values, and the same <svg> element is drawn again; with a ref, a handler, an
 * element for children or a LucideProvider around it, Lucide's own draws it.
 * lucide-icon.test.tsx compares both for every icon.
 */

interface IconData {
  name?: string;
  node: unknown[];
}

type LucideIconProps = SVGProps<SVGSVGElement> & { icon?: IconData; className?: string };

export type LucideIcon = ForwardRefExoticComponent<
  LucideIconProps & RefAttributes<SVGSVGElement>
> & {
  render(props: LucideIconProps, ref: null): ReactElement;
};

/** Drawings kept per icon: the storefront gives its icons fixed classes and attributes. */
const MOST_DRAWINGS = 32;

/** A value an icon's drawing can be kept by: not an object, an element or a function. */
const plainValue = (value: unknown) =>
  value === null || (typeof value !== 'object' && typeof value !== 'function');

export function iconDrawnOnce(
  LucideIcon: LucideIcon,
  useLucideContext: () => object | undefined,
): LucideIcon {
  const drawn = new WeakMap<IconData, Map<string, ReactElement>>();
  const Icon = forwardRef<SVGSVGElement, LucideIconProps>(function Icon(props, ref) {
    const { icon, ...rest } = props;
    const provided = Object.keys(useLucideContext() ?? {}).length > 0;
    const values = Object.values(rest);
    const plain = icon !== undefined && ref === null && !provided && values.every(plainValue);
    if (!plain) return <LucideIcon ref={ref} {...props} />;
    let byProps = drawn.get(icon);
    if (!byProps) {
      byProps = new Map();
      drawn.set(icon, byProps);
    }
    const key = JSON.stringify(rest);
    let svg = byProps.get(key);
    if (!svg) {
      svg = LucideIcon.render(props, null);
      if (byProps.size < MOST_DRAWINGS) byProps.set(key, svg);
    }
    return svg;
  });
  return Icon as LucideIcon;
}
