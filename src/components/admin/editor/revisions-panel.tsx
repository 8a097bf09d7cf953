"use client";

import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { getRevisionAction, listRevisionsAction } from "@/app/admin/posts/actions";
import { diffLines } from "@/lib/line-diff";
import { postAccessLabels, type PostAccess } from "@/lib/post-access";
import type { PostRevisionSummary, PostRevisionText } from "@/lib/post-revision";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { LocalTime } from "@/components/admin/local-time";

type Props = {
  postId: string;
  /** Changes with each save, so an open list reloads. */
  version: number;
  currentBody: string;
  currentTitle: string;
  currentAccess: PostAccess;
  isBusy: boolean;
  onRestore: (revision: PostRevisionText) => void;
};

/** Every save's text: when and by whom, a diff against the text in the editor, and restore (saved as a new version). */
export function RevisionsPanel({ postId, version, currentBody, currentTitle, currentAccess, isBusy, onRestore }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const [revisions, setRevisions] = useState<PostRevisionSummary[] | null>(null);
  const [selected, setSelected] = useState<PostRevisionText | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Loaded when opened, and again after each save while open (`version` changes).
  useEffect(() => {
    if (!isOpen) return;
    let isCurrent = true;
    void listRevisionsAction(postId).then((result) => {
      if (!isCurrent) return;
      setError(result.ok ? null : result.error.message);
      if (result.ok) setRevisions(result.data);
    });
    return () => {
      isCurrent = false;
    };
  }, [isOpen, version, postId]);

  const select = async (id: string) => {
    const result = await getRevisionAction({ postId, id });
    if (!result.ok) return void toast.error(result.error.message);
    setSelected(result.data);
  };

  return (
    <details
      className="rounded-md border border-zinc-200 p-3 dark:border-zinc-800"
      onToggle={(event) => setIsOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer text-sm font-medium">Revisions</summary>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      {revisions === null && !error ? <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">Loading…</p> : null}
      {revisions ? (
        <ol aria-label="Revisions" className="mt-2 max-h-64 space-y-1 overflow-y-auto text-sm">
          {revisions.map((revision) => (
            <li key={revision.id}>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void select(revision.id)}
                aria-pressed={selected?.id === revision.id}
                className="w-full text-left aria-pressed:bg-zinc-200 dark:aria-pressed:bg-zinc-700"
              >
                <LocalTime iso={revision.savedAt} /> · {revision.author ?? "before revisions were kept"}
                {revision.isAutosave ? " · autosave" : ""}
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
      {selected ? (
        <RevisionDiff
          revision={selected}
          currentBody={currentBody}
          currentTitle={currentTitle}
          currentAccess={currentAccess}
          isBusy={isBusy}
          onRestore={() => {
            onRestore(selected);
            setSelected(null);
          }}
        />
      ) : null}
    </details>
  );
}

function RevisionDiff(props: {
  revision: PostRevisionText;
  currentBody: string;
  currentTitle: string;
  currentAccess: PostAccess;
  isBusy: boolean;
  onRestore: () => void;
}) {
  const { revision, currentBody, currentTitle, currentAccess, isBusy, onRestore } = props;
  const lines = diffLines(revision.bodyMarkdown, currentBody);
  const isSame = revision.title === currentTitle && lines.every((line) => line.kind === "same");
  return (
    <section aria-label="Changes since this revision" className="mt-3 space-y-2">
      <p className="text-sm">
        From this revision (<LocalTime iso={revision.savedAt} />) to the text in the editor:
      </p>
      {revision.title !== currentTitle ? (
        <p className="text-sm">
          Title: <del className="bg-red-100 dark:bg-red-950">{revision.title}</del> →{" "}
          <ins className="bg-green-100 dark:bg-green-950">{currentTitle}</ins>
        </p>
      ) : null}
      {revision.access && revision.access !== currentAccess ? (
        <p className="text-sm">
          Who could read it: <del className="bg-red-100 dark:bg-red-950">{postAccessLabels[revision.access]}</del> →{" "}
          <ins className="bg-green-100 dark:bg-green-950">{postAccessLabels[currentAccess]}</ins> (restoring keeps the current choice)
        </p>
      ) : null}
      {isSame ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">No differences.</p>
      ) : (
        <pre data-testid="revision-diff" className="max-h-80 overflow-auto rounded-md bg-zinc-50 p-2 text-xs leading-5 dark:bg-zinc-900">
          {lines.map((line, index) =>
            line.kind === "same" ? (
              <div key={index}>{`  ${line.text}`}</div>
            ) : line.kind === "removed" ? (
              <del key={index} className="block bg-red-100 no-underline dark:bg-red-950">
                <span aria-hidden="true">- </span>
                <span className="sr-only">Removed: </span>
                {line.text}
              </del>
            ) : (
              <ins key={index} className="block bg-green-100 no-underline dark:bg-green-950">
                <span aria-hidden="true">+ </span>
                <span className="sr-only">Added: </span>
                {line.text}
              </ins>
            ),
          )}
        </pre>
      )}
      <ConfirmButton
        label="Restore this revision"
        title="Restore this revision?"
        description="Its title, excerpt, body and cover replace the text in the editor and are saved as a new version. The current text stays in the list."
        confirmLabel="Restore"
        tone="primary"
        isDisabled={isBusy || isSame}
        onConfirm={onRestore}
        variant="secondary"
        size="sm"
      />
    </section>
  );
}
