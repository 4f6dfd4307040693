// /impresszum (main edition; the regional edition redirects to /dokumentum/impresszum): the impresszum
// document and the staff list.
import type { GetStaticProps } from 'next';
import { DocPage } from '@/components/doc/DocPage';
import { getContentSource } from '@/lib/content/getContentSource';
import { docStaticProps } from '@/lib/pages/docPageProps';
import type { DocPageProps } from '@/lib/view/docPage';
import { staffGroupSchema, type StaffGroup } from '@/lib/schemas/commonData';

type Props = DocPageProps & { staff: StaffGroup[] };

export default function ImpressumPage({ staff, ...doc }: Props) {
  return (
    <DocPage {...doc}>
      {staff.map((group, index) => (
        <section key={group.group} aria-labelledby={`staff-${index}`}>
          <h2 id={`staff-${index}`}>{group.group}</h2>
          <ul>
            {group.people.map((person) => (
              <li key={person.name}>
                {person.name}
                {person.title ? `, ${person.title}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </DocPage>
  );
}

const docProps = docStaticProps({ slug: 'impresszum', path: '/impresszum' });

export const getStaticProps: GetStaticProps<Props> = async (context) => {
  const result = await docProps(context);
  if (!('props' in result)) return result;
  const staff = staffGroupSchema.array().parse(await getContentSource().getDocument('staff'));
  return { ...result, props: { ...(await result.props), staff } };
};
