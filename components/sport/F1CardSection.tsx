// A Formula 1 tab of cards (teams, drivers) under its heading: each card named by a link that opens it
// in full (a URL the server renders), its short facts, and the chosen card's further facts; or 'Még
// nincs adat.' (SPEC section 8).
import Link from 'next/link';
import type { ReactNode } from 'react';
import { NoData } from './NoData';
import * as styles from './sport.css';

export function F1CardSection<Item extends { id?: number; name: string }>({
  id,
  title,
  items,
  selected,
  hrefOf,
  facts,
  moreFacts,
}: {
  id: string;
  title: string;
  items: Item[];
  /** The card shown in full. */
  selected: number | null;
  /** The link that opens an item's card in full. */
  hrefOf: (item: Item) => string;
  /** The facts every card shows (F1Fact items). */
  facts: (item: Item) => ReactNode;
  /** The facts only the chosen card adds. */
  moreFacts: (item: Item) => ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.length ? (
        <div className={styles.columns}>
          {items.map((item) => (
            <article key={item.id ?? item.name} className={styles.detail}>
              <h3>
                <Link href={hrefOf(item)}>{item.name}</Link>
              </h3>
              <ul>
                {facts(item)}
                {item.id === selected ? moreFacts(item) : null}
              </ul>
            </article>
          ))}
        </div>
      ) : (
        <NoData />
      )}
    </section>
  );
}
