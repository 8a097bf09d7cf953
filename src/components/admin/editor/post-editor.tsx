"use client";

import { useCallback, useDeferredValue, useMemo, useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { generateExcerpt } from "@/lib/excerpt";
import { computeReadingMinutes } from "@/lib/reading-time";
import { slugify } from "@/lib/slug";
import type { PostSnapshot } from "@/lib/action-result";
import type { PostAccess } from "@/lib/post-access";
import { deletePostAction } from "@/app/admin/posts/actions";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { StatusBadge } from "@/components/admin/status-badge";
import { AccessSelect } from "./access-select";
import { BodyField } from "./body-field";
import { ConflictPanel } from "./conflict-panel";
import { CoverUpload } from "./cover-upload";
import { MarkdownPreview } from "./markdown-preview";
import { PublishControls } from "./publish-controls";
import { RestoredDraftNotice } from "./restored-draft-notice";
import { SessionEndedPanel } from "./session-ended-panel";
import { TagPicker } from "./tag-picker";
import { fieldsOf, type PostFormFields } from "./post-form-types";
import { useLocalDraft } from "./use-local-draft";
import { RevisionsPanel } from "./revisions-panel";
import { usePostSaver, type Intent, type RunExtra } from "./use-post-saver";

type Props = {
  post: PostSnapshot | null;
  authors: { id: string; label: string }[];
  tagSuggestions: string[];
  defaultAuthorId: string;
  /** A new post starts with the site's default access (settings). */
  defaultAccess: PostAccess;
  /** Shown in the publish controls: whether to email the post (see PublishControls). */
  emailChoice?: ReactNode;
};

const input = "mt-1 w-full rounded-md border border-zinc-300 bg-white px-3 py-2 dark:border-zinc-700 dark:bg-zinc-900";
/** One toast for the outcome of the latest save: a new one replaces it instead of stacking. */
const saveToastId = "post-editor-save";
const toastText: Record<Intent, string> = {
  save: "Draft saved",
  autosave: "Saved",
  publish: "Post published",
  schedule: "Post scheduled",
  unpublish: "Post unpublished",
};

export function PostEditor({ post, authors, tagSuggestions, defaultAuthorId, defaultAccess, emailChoice }: Props) {
  const router = useRouter();
  const [fields, setFields] = useState<PostFormFields>(
    post
      ? fieldsOf(post)
      : {
          title: "",
          slug: "",
          excerpt: "",
          bodyMarkdown: "",
          coverImageUrl: "",
          coverImageAlt: "",
          authorId: defaultAuthorId,
          tags: [],
          access: defaultAccess,
        },
  );
  const [isSlugEdited, setIsSlugEdited] = useState(post !== null);
  const [isPreviewShown, setIsPreviewShown] = useState(true);
  const saver = usePostSaver(post, fields);
  const { saved, conflict, error } = saver;
  const fieldError = (name: string) => (error?.fields?.[name] === "taken" ? "This slug is already taken." : error?.fields?.[name]);
  const isSessionEnded = error?.code === "unauthorized";
  const local = useLocalDraft({
    initial: post,
    fields,
    isDirty: saver.isDirty,
    postId: saved?.id ?? null,
    savedVersion: saved?.version ?? null,
    // A copy kept before access levels existed has none: the post's own stays.
    onRestore: useCallback(
      (restored: PostFormFields) => setFields((current) => ({ ...restored, access: restored.access ?? current.access })),
      [],
    ),
  });
  const deferredBody = useDeferredValue(fields.bodyMarkdown);
  const generatedExcerpt = useMemo(() => generateExcerpt(deferredBody), [deferredBody]);
  const set = <K extends keyof PostFormFields>(key: K, value: PostFormFields[K]) => setFields((current) => ({ ...current, [key]: value }));

  const act = async (intent: Intent, extra: RunExtra = {}) => {
    const result = await saver.run(intent, extra);
    if (result.ok) {
      setFields((current) => (current.slug === "" ? { ...current, slug: result.data.slug } : current));
      if (intent !== "autosave") toast.success(toastText[intent], { id: saveToastId });
    } else if (intent !== "autosave" || ("conflict" in result && result.conflict)) {
      toast.error(result.error.message, { id: saveToastId });
    }
  };

  const keepMineAsCopy = async () => {
    const result = await saver.run("save", { asCopy: true });
    if (result.ok) {
      toast.success("Your version was saved as a new draft");
      router.push(`/admin/posts/${result.data.id}`);
    } else toast.error(result.error.message);
  };

  const onDelete = async () => {
    if (!saved) return;
    const result = await deletePostAction(saved.id);
    if (!result.ok) return void toast.error(result.error.message);
    toast.success("Post deleted");
    router.push("/admin/posts");
  };

  const saveLabel = {
    idle: saver.isDirty ? "Not saved yet" : "",
    saving: "Saving…",
    saved: saver.isDirty ? "Unsaved changes" : "Saved",
    error: "Not saved",
  }[saver.state];
  const minutes = computeReadingMinutes(fields.bodyMarkdown);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h1 className="text-2xl font-bold">{saved ? "Edit post" : "New post"}</h1>
          {saved ? <StatusBadge status={saved.status} /> : null}
        </div>
        <p role="status" aria-live="polite" className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="save-state">
          {saveLabel}
        </p>
      </div>

      {conflict ? (
        <ConflictPanel
          theirs={conflict}
          isBusy={saver.state === "saving"}
          onKeepMineAsCopy={() => void keepMineAsCopy()}
          onUseTheirs={() => {
            setFields(fieldsOf(conflict));
            saver.resolveWithTheirs(conflict, fieldsOf(conflict));
            toast.success("Loaded their version");
          }}
          onOverwrite={() => void act("save", { overrideVersion: conflict.version })}
        />
      ) : null}
      {local.restored ? (
        <RestoredDraftNotice
          restored={local.restored}
          onRestore={() => {
            setFields(local.restored!.fields);
            local.dismiss();
          }}
          onDiscard={() => {
            setFields(saved ? fieldsOf(saved) : fields);
            local.discard();
          }}
          onDismiss={local.dismiss}
        />
      ) : null}
      {isSessionEnded ? <SessionEndedPanel isBusy={saver.state === "saving"} onSave={() => void act("save")} /> : null}
      {error && !conflict && !error.fields && !isSessionEnded ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error.message}
        </p>
      ) : null}

      <div className="grid gap-5 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0 space-y-4">
          <div>
            <label htmlFor="post-title" className="text-sm font-medium">
              Title
            </label>
            <input
              id="post-title"
              value={fields.title}
              onChange={(event) => {
                const title = event.target.value;
                setFields((current) => ({ ...current, title, slug: isSlugEdited ? current.slug : slugify(title) }));
              }}
              aria-invalid={Boolean(fieldError("title"))}
              aria-describedby={fieldError("title") ? "post-title-error" : undefined}
              className={`${input} text-lg`}
            />
            {fieldError("title") ? (
              <p id="post-title-error" className="mt-1 text-sm text-red-700 dark:text-red-400">
                {fieldError("title")}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="post-slug" className="text-sm font-medium">
              Slug
            </label>
            <input
              id="post-slug"
              value={fields.slug}
              onChange={(event) => {
                setIsSlugEdited(true);
                set("slug", event.target.value.toLowerCase());
              }}
              aria-invalid={Boolean(fieldError("slug"))}
              aria-describedby={`post-slug-hint${fieldError("slug") ? " post-slug-error" : ""}`}
              className={`${input} font-mono text-sm`}
            />
            <p id="post-slug-hint" className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
              /posts/{fields.slug || "…"} — lowercase letters, digits and hyphens
            </p>
            {fieldError("slug") ? (
              <p id="post-slug-error" className="mt-1 text-sm text-red-700 dark:text-red-400">
                {fieldError("slug")}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="post-excerpt" className="text-sm font-medium">
              Excerpt
            </label>
            <textarea
              id="post-excerpt"
              rows={2}
              value={fields.excerpt}
              onChange={(event) => set("excerpt", event.target.value)}
              placeholder={generatedExcerpt || "Left empty, it is taken from the opening paragraph of the body."}
              aria-describedby="post-excerpt-hint"
              className={input}
            />
            <p id="post-excerpt-hint" className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
              Shown under the title, in listings and in link previews. Left empty, it is the opening of the body (shown greyed above) and
              follows the body as it changes.
            </p>
          </div>
          <div className="flex items-center justify-between">
            <span id="post-body-label" className="text-sm font-medium">
              Body (Markdown)
            </span>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={isPreviewShown} onChange={(event) => setIsPreviewShown(event.target.checked)} />
              Show preview
            </label>
          </div>
          <div className={`grid gap-4 ${isPreviewShown ? "xl:grid-cols-2" : ""}`}>
            <div id="post-body" className="min-w-0">
              <BodyField
                value={fields.bodyMarkdown}
                onChange={(body) => set("bodyMarkdown", body)}
                labelId="post-body-label"
                describedBy="post-reading-time"
              />
            </div>
            {isPreviewShown ? (
              <MarkdownPreview
                title={fields.title}
                excerpt={fields.excerpt || generatedExcerpt}
                bodyMarkdown={fields.bodyMarkdown}
                coverImageUrl={fields.coverImageUrl}
                coverImageAlt={fields.coverImageAlt}
                slug={fields.slug}
                access={fields.access}
              />
            ) : null}
          </div>
          <p id="post-reading-time" className="text-sm text-zinc-600 dark:text-zinc-400">
            {minutes} min read
          </p>
          {saved ? (
            <RevisionsPanel
              postId={saved.id}
              version={saved.version}
              currentBody={fields.bodyMarkdown}
              currentTitle={fields.title}
              currentAccess={fields.access}
              isBusy={saver.state === "saving"}
              onRestore={(revision) => {
                const { title, excerpt, bodyMarkdown, coverImageUrl, coverImageAlt } = revision;
                const restored = { ...fields, title, excerpt, bodyMarkdown, coverImageUrl, coverImageAlt };
                setFields(restored);
                void act("save", { fields: restored });
              }}
            />
          ) : null}
        </div>

        <aside className="space-y-4" aria-label="Post settings">
          <PublishControls
            saved={saved}
            isBusy={saver.state === "saving"}
            isTitleEmpty={fields.title.trim() === ""}
            title={fields.title}
            onAction={(intent, extra) => void act(intent, extra)}
            scheduleError={fieldError("publishAt")}
            emailChoice={emailChoice}
          />
          {saved ? (
            <a
              href={`/admin/posts/${saved.id}/preview`}
              target="_blank"
              rel="noopener"
              className="block w-full rounded-md border border-zinc-300 px-3 py-2 text-center text-sm font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
            >
              Preview as a reader (new tab)
            </a>
          ) : null}
          <div>
            <label htmlFor="post-author" className="text-sm font-medium">
              Author
            </label>
            <select
              id="post-author"
              value={fields.authorId}
              onChange={(event) => set("authorId", event.target.value)}
              className={`${input} text-sm`}
            >
              {authors.map((author) => (
                <option key={author.id} value={author.id}>
                  {author.label}
                </option>
              ))}
            </select>
            {fieldError("authorId") ? <p className="mt-1 text-sm text-red-700 dark:text-red-400">{fieldError("authorId")}</p> : null}
          </div>
          <AccessSelect
            value={fields.access}
            onChange={(access) => set("access", access)}
            error={fieldError("access")}
            isPublished={saved !== null && saved.status !== "draft"}
          />
          <TagPicker value={fields.tags} onChange={(tags) => set("tags", tags)} suggestions={tagSuggestions} error={fieldError("tags")} />
          <CoverUpload
            url={fields.coverImageUrl}
            alt={fields.coverImageAlt}
            onChange={({ url, alt }) => setFields((current) => ({ ...current, coverImageUrl: url, coverImageAlt: alt }))}
          />
          {saved ? (
            <ConfirmButton
              label="Delete post"
              title="Delete this post?"
              description={<>“{saved.title}” will be removed for good, from the site and from search.</>}
              confirmLabel="Delete"
              onConfirm={() => void onDelete()}
              className="w-full rounded-md border border-red-700 px-3 py-2 text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
            />
          ) : null}
        </aside>
      </div>
    </div>
  );
}
