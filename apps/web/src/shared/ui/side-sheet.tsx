import { Dialog } from '@base-ui/react/dialog';
import { X } from 'lucide-react';
import { type ReactNode, type RefObject, useId } from 'react';

interface SideSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns when the sheet closes (the button that opened it). */
  returnFocus: RefObject<HTMLElement | null>;
  title: string;
  closeLabel: string;
  /** The sheet's width, a Tailwind class. */
  widthClass: string;
  /** The sheet's body, given the title's id (a <nav> inside may take it as its name). */
  children: (titleId: string) => ReactNode;
}

/**
 * A modal panel sliding in from the inline-start edge (left in English, right in Arabic), with
 * its title and a close button: the phone's main menu and the search filters. Focus stays
 * inside while it is open and goes back to `returnFocus` after.
 */
export function SideSheet({
  open,
  onOpenChange,
  returnFocus,
  title,
  closeLabel,
  widthClass,
  children,
}: SideSheetProps) {
  const titleId = useId();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Backdrop className="fixed inset-0 z-50 bg-black/40 transition-opacity duration-200 data-ending-style:opacity-0 data-starting-style:opacity-0" />
        <Dialog.Popup
          aria-labelledby={titleId}
          finalFocus={returnFocus}
          className={`fixed inset-y-0 start-0 z-50 flex ${widthClass} flex-col bg-white shadow-2xl outline-none transition-transform duration-200 ease-out data-ending-style:-translate-x-full data-starting-style:-translate-x-full rtl:data-ending-style:translate-x-full rtl:data-starting-style:translate-x-full`}
        >
          <div className="flex items-center justify-between border-b border-neutral-200 px-4 py-3">
            <Dialog.Title id={titleId} className="text-base font-semibold text-neutral-900">
              {title}
            </Dialog.Title>
            <Dialog.Close
              aria-label={closeLabel}
              className="rounded-full p-2 text-neutral-700 hover:bg-neutral-100 hover:text-neutral-950"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          {children(titleId)}
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
