// A photo's credit as a caption prints it: the photographer, and the licence (linked to its text)
// where the photo is used under one, as CC BY and the GPL ask.
import type { ImageFacts } from '@/lib/schemas/imageFacts';
import { useTranslate } from '@/lib/i18n/LocaleContext';

export function PhotoCredit({
  facts,
  className,
}: {
  facts: Pick<ImageFacts, 'credit' | 'licence' | 'licenceUrl'>;
  className?: string;
}) {
  const t = useTranslate();
  return (
    <span className={className}>
      {t('photo.credit', { credit: facts.credit })}
      {facts.licence ? (
        <>
          {' '}
          (
          {facts.licenceUrl ? (
            <a href={facts.licenceUrl} rel="license">
              {facts.licence}
            </a>
          ) : (
            facts.licence
          )}
          )
        </>
      ) : null}
    </span>
  );
}
