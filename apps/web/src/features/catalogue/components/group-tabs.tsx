import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

interface Group {
  groupId: number;
  name: string;
}

/**
 * The groups of a data list as tabs (the WAI-ARIA tabs pattern): one tab stop, the arrow keys
 * move between tabs (mirrored in right-to-left text), Home and End go to the ends, and moving
 * shows that tab's group. Only the shown group is rendered, so only its items are asked for.
 */
export function GroupTabs<G extends Group>({
  groups,
  labelledBy,
  children,
}: {
  groups: readonly G[];
  /** The id of the list's heading, which names the tab list. */
  labelledBy: string;
  children: (group: G) => ReactNode;
}) {
  const baseId = useId();
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = groups[active] ?? groups[0];
  if (!current) return null;

  const select = (index: number) => {
    setActive(index);
    tabs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const last = groups.length - 1;
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (step !== undefined) select((active + step + groups.length) % groups.length);
    else if (event.key === 'Home') select(0);
    else if (event.key === 'End') select(last);
    else return;
    event.preventDefault();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-labelledby={labelledBy}
        className="-mx-4 mb-5 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0"
      >
        {groups.map((group, index) => (
          <button
            key={group.groupId}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            id={`${baseId}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={index === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
            onKeyDown={onKeyDown}
            className="shrink-0 rounded-full border border-neutral-300 bg-white px-4 py-1.5 text-sm font-medium whitespace-nowrap text-neutral-700 transition hover:border-neutral-500 aria-selected:border-primary-strong aria-selected:bg-primary-strong aria-selected:text-white"
          >
            {group.name}
          </button>
        ))}
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-${active}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes the panel a stop
        tabIndex={0}
        className="rounded-2xl focus-visible:outline-offset-4"
      >
        {children(current)}
      </div>
    </div>
  );
}
