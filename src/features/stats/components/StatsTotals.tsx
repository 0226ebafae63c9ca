import './Stats.css';

export interface StatsTotalsProps {
  id: string;
  title: string;
  /** `wide`: a long figure (a sum of money) takes the whole row. */
  items: { label: string; value: string | number; wide?: boolean }[];
  /** What the figures mean, under them. */
  about: string;
}

/** The range's totals as labelled figures. */
export function StatsTotals({ id, title, items, about }: StatsTotalsProps) {
  return (
    <section class="stats-card" aria-labelledby={id}>
      <h2 id={id} class="stats-card__title">
        {title}
      </h2>
      <dl class="stats-totals">
        {items.map((item) => (
          <div key={item.label} class={item.wide ? 'stats-totals__item stats-totals__item--wide' : 'stats-totals__item'}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
      <p class="stats-card__about">{about}</p>
    </section>
  );
}
