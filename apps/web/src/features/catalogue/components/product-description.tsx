import { useTranslation } from '../../../shared/hooks/use-translation.ts';

/** The product's description under its heading, one paragraph per blank-line-separated block. */
export function ProductDescription({ description }: { description: string }) {
  const { t } = useTranslation();
  const paragraphs = description
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <section aria-labelledby="product-description">
      <h2
        id="product-description"
        className="text-lg font-semibold tracking-tight text-neutral-900"
      >
        {t('catalogue.description')}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed whitespace-pre-line text-neutral-700">
        {paragraphs.map((paragraph, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text
          <p key={i}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
