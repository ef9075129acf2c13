import { Price } from './price.tsx';

/**
 * A translated sentence with an amount in it ("Spend at least {{amount}} to use this code."):
 * the amount is a <Price>, so it follows the price settings and keeps its own direction inside
 * Arabic text. Pass the sentence with the placeholder still in it (t() leaves unknown ones).
 */
export function TextWithPrice({
  text,
  placeholder,
  minor,
}: {
  text: string;
  placeholder: string;
  minor: number;
}) {
  const [before = '', ...rest] = text.split(`{{${placeholder}}}`);
  if (rest.length === 0) return <>{text}</>;
  return (
    <>
      {before}
      <Price minor={minor} />
      {rest.join('')}
    </>
  );
}
