import { useId, useState, type ReactNode } from 'react';

export interface LearnMorePanelProps {
  /** The button text, e.g. "Learn more about household income" (already translated). */
  label: string;
  children: ReactNode;
  defaultOpen?: boolean;
}

/**
 * The learn-more panel: extra help beside a question, closed until the person asks for it.
 * A real button with aria-expanded, so keyboards and screen readers can open and close it.
 */
export function LearnMorePanel({ label, children, defaultOpen = false }: LearnMorePanelProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <div className="portal-learn-more margin-y-2">
      <button
        type="button"
        className="usa-button usa-button--unstyled"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      <div id={panelId} className="portal-learn-more__panel bg-base-lightest padding-2 margin-top-1" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
