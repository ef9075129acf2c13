import { routes } from '@storefront/contracts/routes';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/hooks/use-translation.ts';

/** Stands for the link in the sentence, so each language places it where its grammar wants. */
const SLOT = '\u0000';

/**
 * "Did you mean shirt?" (issue 29): the API's corrected keyword, when a word was mistyped (the
 * results are already those of the correction) or few products match and a commoner spelling
 * is near. The link searches for it with nothing else changed but the keyword.
 */
export function DidYouMean({ suggestion }: { suggestion: string | undefined }) {
  const { t } = useTranslation();
  if (!suggestion) return null;
  const [before = '', after = ''] = t('search.page.didYouMean', { suggestion: SLOT }).split(SLOT);
  return (
    <p className="mt-1 text-base text-neutral-800">
      {before}
      <Link
        to={routes.filterSearch(suggestion)}
        className="font-semibold text-primary-strong underline underline-offset-2 hover:no-underline"
      >
        {suggestion}
      </Link>
      {after}
    </p>
  );
}
