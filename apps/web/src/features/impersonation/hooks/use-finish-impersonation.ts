import { useMutation } from '@tanstack/react-query';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';
import { finishImpersonation } from '../end-impersonation.ts';

/** "finish session" (spec 2, 4): on success the page reloads; on failure a toast, session kept. */
export function useFinishImpersonation() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: finishImpersonation,
    onError: () => {
      void showToast('error', t('impersonation.finishFailed'));
    },
  });
}
