import type { ReactNode } from 'react';

/** The readable column a page's text sits in (full width on a phone). */
export function ReadingColumn({ children, prose = false }: { children: ReactNode; prose?: boolean }) {
  return (
    <div className="grid-container padding-y-4">
      <div className="grid-row">
        <div className={`grid-col-12 tablet:grid-col-10 desktop:grid-col-8${prose ? ' usa-prose' : ''}`}>{children}</div>
      </div>
    </div>
  );
}
