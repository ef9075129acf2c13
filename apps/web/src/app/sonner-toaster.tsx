import 'sonner/dist/styles.css';
import { Toaster } from 'sonner';

/** sonner's Toaster in the bottom inline-end corner, mirrored for right-to-left pages. */
export default function SonnerToaster() {
  const dir = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
  return (
    <Toaster
      dir={dir}
      position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
      closeButton
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
