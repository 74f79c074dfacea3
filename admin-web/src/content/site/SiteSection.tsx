import type { ReactNode } from 'react';

/** A Website Content or Settings tab: its h2 and summary over its content. */
export function SiteSection({
  titleId,
  title,
  summary,
  children,
}: {
  titleId: string;
  title: string;
  summary: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="admin-section site-content" aria-labelledby={titleId}>
      <div className="admin-section__head">
        <div>
          <h2 id={titleId}>{title}</h2>
          <p className="admin-section__summary">{summary}</p>
        </div>
      </div>
      {children}
    </section>
  );
}
