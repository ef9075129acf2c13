import * as lucide from 'lucide-react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { iconDrawnOnce, type LucideIcon } from './lucide-icon.tsx';

const Lucide = lucide.Icon as unknown as LucideIcon;
const DrawnOnce = iconDrawnOnce(Lucide, lucide.useLucideContext);

/** Every icon Lucide has, by its data (each icon module's `createLucideIcon(data)`). */
const icons = Object.entries(lucide).flatMap(([name, value]) => {
  if (value === lucide.Icon) return [];
  const data = (value as { render?: (props: object, ref: null) => ReactNode }).render?.(
    { className: '' },
    null,
  );
  const icon = (data as { props?: { icon?: { name?: string } } } | undefined)?.props?.icon;
  return name.endsWith('Icon') || name.startsWith('Lucide') || !icon?.name ? [] : [[name, icon]];
}) as [string, { name: string; node: unknown[] }][];

describe("the server build's Lucide icon", () => {
  it('finds Lucide’s icons to compare', () => {
    expect(icons.length).toBeGreaterThan(1000);
  });

  // About 1,700 icons, each drawn three times per case: allowed more than a test's usual 5 s.
  it('draws every icon as Lucide draws it, plain or with a class, once or again', {
    timeout: 30_000,
  }, () => {
    const cases = [{}, { className: 'size-5  shrink-0 lucide size-5', 'aria-hidden': true }];
    for (const [, icon] of icons) {
      for (const props of cases) {
        const lucideHtml = renderToString(<Lucide icon={icon} {...props} />);
        expect(renderToString(<DrawnOnce icon={icon} {...props} />)).toBe(lucideHtml);
        expect(renderToString(<DrawnOnce icon={icon} {...props} />)).toBe(lucideHtml);
      }
    }
  });

  it('works an icon out once per icon and values, and each time when handed to Lucide', () => {
    let worked = 0;
    const counted = Object.assign(Object.create(Lucide), {
      render: (props: object, ref: null) => {
        worked++;
        return Lucide.render(props, ref);
      },
    }) as LucideIcon;
    const Counted = iconDrawnOnce(counted, lucide.useLucideContext);
    const [, icon] = icons.find(([name]) => name === 'Heart')!;
    const draw = (props: object) => renderToString(<Counted icon={icon} {...props} />);
    draw({ className: 'size-5', 'aria-hidden': true });
    draw({ className: 'size-5', 'aria-hidden': true });
    expect(worked).toBe(1);
    draw({ className: 'size-6', 'aria-hidden': true });
    expect(worked).toBe(2);
    draw({ className: 'size-5', onClick: () => {} });
    draw({ className: 'size-5', onClick: () => {} });
    expect(worked).toBe(4);
  });

  it('draws other plain values as Lucide does, and hands the rest to it', () => {
    const [, icon] = icons.find(([name]) => name === 'Heart')!;
    const cases = [
      { icon, className: 'size-5', 'aria-label': 'Wishlist' },
      { icon, className: '' },
      { icon, className: 'size-5' },
      { icon, strokeWidth: 1.5 },
      { icon, size: 16, color: 'red' },
      { icon, size: 16, color: 'blue' },
      { icon, absoluteStrokeWidth: true, size: 32 },
      { icon, children: 'Heart' },
      { icon, children: <title>Heart</title> },
      { icon, className: 'size-5', onClick: () => {} },
      { icon, style: { color: 'red' } },
    ];
    for (const props of [...cases, ...cases]) {
      expect(renderToString(<DrawnOnce {...props} />)).toBe(renderToString(<Lucide {...props} />));
    }
    const provided = (element: ReactNode) =>
      renderToString(
        <lucide.LucideProvider size={12} className="in-a-provider">
          {element}
        </lucide.LucideProvider>,
      );
    expect(provided(<DrawnOnce icon={icon} className="size-5" />)).toBe(
      provided(<Lucide icon={icon} className="size-5" />),
    );
    expect(provided(<DrawnOnce icon={icon} className="size-5" />)).toContain('in-a-provider');
  });
});
