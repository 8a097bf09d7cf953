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
import { ConfirmButton } from "@/components/ui/confirm-button";
import { StatusBadge } from "@/components/admin/status-badge";
import { AccessSelect } from "./access-select";
import { AuthorSelect } from "./author-select";
import { ConflictPanel } from "./conflict-panel";
import { CoverUpload } from "./cover-upload";
import { ExcerptField } from "./excerpt-field";
import { PublishControls } from "./publish-controls";
import { RestoredDraftNotice } from "./restored-draft-notice";
import { SessionEndedPanel } from "./session-ended-panel";
import { SlugField } from "./slug-field";
import { TagPicker } from "./tag-picker";
import { TitleField } from "./title-field";
import { WritingPane } from "./writing-pane";
import { fieldsOf, type PostFormFields } from "./post-form-types";
import { useLocalDraft } from "./use-local-draft";
import { RevisionsPanel } from "./revisions-panel";
import { usePostSaver, type Intent, type RunExtra } from "./use-post-saver";
import { describeLimitProblem, describeSlugSuffix, readFieldError } from "./field-rules";

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
  const limitProblem = describeLimitProblem(fields);
  const saver = usePostSaver(post, fields, {
    isSlugFromTitle: !isSlugEdited,
    isBlocked: limitProblem !== null,
    // The server's slug (with `-2` when the title's was used) shows in the field, editable —
    // unless the title moved on while the save was out.
    onSaved: (saved, sent) => setFields((current) => (current.slug === sent.slug ? { ...current, slug: saved.slug } : current)),
  });
  const { saved, conflict, error } = saver;
  const fieldError = (name: string) => readFieldError(error, name);
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
    // Refused here, before the server would: the text stays in the fields (and this browser's copy).
    if (limitProblem && intent !== "unpublish") return void toast.error(limitProblem, { id: saveToastId });
    const result = await saver.run(intent, extra);
    if (result.ok) {
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
          <TitleField
            value={fields.title}
            // Until the editor types a slug of their own, it follows the title.
            onChange={(title) => setFields((current) => ({ ...current, title, slug: isSlugEdited ? current.slug : slugify(title) }))}
            error={fieldError("title")}
          />
          <SlugField
            value={fields.slug}
            onChange={(slug) => {
              setIsSlugEdited(true);
              set("slug", slug);
            }}
            error={fieldError("slug")}
            note={isSlugEdited ? undefined : describeSlugSuffix(fields.slug, fields.title)}
          />
          <ExcerptField
            value={fields.excerpt}
            onChange={(excerpt) => set("excerpt", excerpt)}
            generated={generatedExcerpt}
            error={fieldError("excerpt")}
          />
          <WritingPane
            fields={fields}
            excerpt={fields.excerpt || generatedExcerpt}
            minutes={minutes}
            onBodyChange={(body) => set("bodyMarkdown", body)}
          />
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
          <AuthorSelect
            authors={authors}
            value={fields.authorId}
            onChange={(authorId) => set("authorId", authorId)}
            error={fieldError("authorId")}
          />
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
              className="w-full justify-center"
            />
          ) : null}
        </aside>
      </div>
    </div>
  );
}
