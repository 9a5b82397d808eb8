/**
 * What an island says when code it loads on first use is gone (a deploy since the page loaded, tried twice by
 * ./lazy.ts) outside a form: the same words and Reload action as a form's (src/lib/forms/fields.tsx), for what
 * the visitor asked for.
 */
export function CodeMissing({ what, className }: { what: string; className?: string }) {
  return (
    <div className={className} role="alert">
      <p>This page could not load what it needs to {what}, perhaps because the site was just updated.</p>
      <p>
        <button type="button" className="button button--ghost" onClick={() => window.location.reload()}>
          Reload page
        </button>
      </p>
    </div>
  );
}
