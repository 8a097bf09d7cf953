type Props = { subject: string; html: string; text: string };

/**
 * A mail's two parts side by side: the HTML as a mail client draws it — in a sandboxed frame
 * (no scripts, no forms, its own opaque origin; `srcdoc`, so nothing is fetched but its images)
 * — and the plain text as it is sent.
 */
export function MailParts({ subject, html, text }: Props) {
  return (
    <div className="mt-3 grid gap-3 lg:grid-cols-2">
      <figure className="min-w-0">
        <figcaption className="mb-1 text-xs font-medium text-zinc-600 dark:text-zinc-400">HTML</figcaption>
        {html ? (
          <iframe
            title={`The HTML of “${subject}”`}
            srcDoc={html}
            sandbox=""
            referrerPolicy="no-referrer"
            loading="lazy"
            className="h-[32rem] w-full rounded border border-zinc-200 bg-white dark:border-zinc-800"
          />
        ) : (
          <p className="text-sm">This mail has no HTML part.</p>
        )}
      </figure>
      <figure className="min-w-0">
        <figcaption className="mb-1 text-xs font-medium text-zinc-600 dark:text-zinc-400">Text</figcaption>
        <pre className="h-[32rem] overflow-auto rounded border border-zinc-200 p-3 text-xs whitespace-pre-wrap dark:border-zinc-800">
          {text}
        </pre>
      </figure>
    </div>
  );
}
