import { useEffect, useRef, useState, type ReactNode } from 'react';

// A secret the console shows only once (an API key, a webhook's signing secret): brought into
// view and focused where the form was sent from, with a copy button, until staff say they have
// saved it. The server keeps only its hash, or keeps it encrypted, and never shows it again.

export function ShownOnce(props: {
  /** The heading's id, for the section's label. */
  id: string;
  title: string;
  /** What it is for and what to do if it is lost. */
  children: ReactNode;
  secret: string;
  copyLabel: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: 'center' });
    heading.current?.focus();
  }, []);
  return (
    <section className="console-card console-once" aria-labelledby={props.id} role="status">
      <h2 id={props.id} ref={heading} tabIndex={-1}>
        {props.title}
      </h2>
      {props.children}
      <p className="console-secret console-once__value">{props.secret}</p>
      <div className="console-actions">
        <button
          type="button"
          className="sf-button sf-button--secondary"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(props.secret)
              .then(() => setCopied(true))
              .catch(() => setCopied(false))
          }
        >
          {copied ? 'Copied' : props.copyLabel}
        </button>
        <button type="button" className="sf-button sf-button--primary" onClick={props.onDone}>
          I have saved it
        </button>
      </div>
    </section>
  );
}
