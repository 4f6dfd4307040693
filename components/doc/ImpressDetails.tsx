// What the impresszum adds to its document (issue 16): the publisher's legal data from the edition
// config as a definition list, and the edition's newsroom grouped by role, each group under its own
// heading, every person with their title.
import { usePageText } from '@/components/common/usePageText';
import { IMPRESS_SECTION_IDS, type ImpressView } from '@/lib/view/docPage';
import * as styles from './doc.css';

const publisherFields = [
  ['company', 'impress.publisher.company'],
  ['address', 'impress.publisher.address'],
  ['registrationNumber', 'impress.publisher.registration'],
  ['responsiblePublisher', 'impress.publisher.responsible'],
  ['email', 'impress.publisher.email'],
  ['hosting', 'impress.publisher.hosting'],
] as const;

export function ImpressDetails({ publisher, staff }: ImpressView) {
  const t = usePageText();
  return (
    <>
      <section aria-labelledby={IMPRESS_SECTION_IDS.publisher} className={styles.section}>
        <h2 id={IMPRESS_SECTION_IDS.publisher}>{t('impress.publisher')}</h2>
        <dl className={styles.publisher}>
          {publisherFields.map(([field, term]) => (
            <div key={field} className={styles.publisherRow}>
              <dt className={styles.term}>{t(term)}</dt>
              <dd className={styles.definition}>
                {field === 'email' ? (
                  <a href={`mailto:${publisher.email}`}>{publisher.email}</a>
                ) : (
                  publisher[field]
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby={IMPRESS_SECTION_IDS.staff} className={styles.section}>
        <h2 id={IMPRESS_SECTION_IDS.staff}>{t('impress.staff')}</h2>
        {staff.map((group, index) => (
          <section key={group.group} aria-labelledby={`staff-group-${index}`}>
            <h3 id={`staff-group-${index}`}>{group.group}</h3>
            <ul className={styles.staffList}>
              {group.people.map((person) => (
                <li key={person.name}>
                  <strong>{person.name}</strong>
                  {person.title ? (
                    <span className={styles.personTitle}>, {person.title}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
    </>
  );
}
