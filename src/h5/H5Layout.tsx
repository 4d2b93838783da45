import { SpinLoading } from 'antd-mobile';
import { Suspense, type ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '@/ui/mainContent';
import { SkipLink } from '@/ui/SkipLink';

/** The mobile twin's frame: the page, nothing of the console's layout around it. */
export function H5Layout({ children }: { children: ReactNode }) {
  return (
    <div className="h5-frame">
      <SkipLink />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="h5-main">
        <Suspense
          fallback={
            <div className="h5-centre">
              <SpinLoading />
            </div>
          }
        >
          {children}
        </Suspense>
      </main>
    </div>
  );
}
