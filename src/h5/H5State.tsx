import type { ReactNode } from 'react';

/**
 * A page's state in words (nothing found, no right, a failure) with what can be done about it.
 * Not antd-mobile's ErrorBlock, which carries all its drawings (some 37 kB) into every page.
 */
export function H5State({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="h5-state">
      <p className="h5-state-title">{title}</p>
      {children}
    </div>
  );
}
