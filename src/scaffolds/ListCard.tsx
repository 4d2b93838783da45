import type { ReactNode } from 'react';

/**
 * The frame of a list: a card with its title and tools. Drawn like antd's Card, without it:
 * Card brings tabs and skeletons that a list page does not use.
 */
export function ListCard({
  title,
  extra,
  children,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="list-card">
      {(title || extra) && (
        <header className="list-card-head">
          {title && <h1 className="list-card-title">{title}</h1>}
          <div className="list-card-extra">{extra}</div>
        </header>
      )}
      <div className="list-card-body">{children}</div>
    </section>
  );
}
