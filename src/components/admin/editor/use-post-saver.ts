"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { runPostAction } from "@/app/admin/posts/actions";
import type { ActionError, PostSnapshot } from "@/lib/action-result";
import { sameFields, type PostFormFields, type SaveState } from "./post-form-types";

export type Intent = "save" | "autosave" | "publish" | "schedule" | "unpublish";
export type RunExtra = { publishAt?: string; overrideVersion?: number; asCopy?: boolean; fields?: PostFormFields };

const autosaveDelayMs = 3000;

export type SaverOptions = {
  /** The slug still follows the title: sent empty, so the server makes it unique (`-2`, …). */
  isSlugFromTitle: boolean;
  /** A field is over its limit: no autosave (the text stays here and in this browser's copy). */
  isBlocked: boolean;
  /** A save (an autosave too) came back: `sent` is what the fields held when it went out. */
  onSaved?: (post: PostSnapshot, sent: PostFormFields) => void;
};

/**
 * Saving for the editor: one request at a time, each carrying the version it started from;
 * drafts autosave every few seconds while the text changes and when the tab is hidden; a
 * conflict stops autosave until the person chooses what to do.
 */
export function usePostSaver(initial: PostSnapshot | null, fields: PostFormFields, options: SaverOptions) {
  const [saved, setSaved] = useState<PostSnapshot | null>(initial);
  const [savedFields, setSavedFields] = useState<PostFormFields | null>(initial ? { ...fields } : null);
  const [state, setState] = useState<SaveState>(initial ? "saved" : "idle");
  const [error, setError] = useState<ActionError | null>(null);
  const [conflict, setConflict] = useState<PostSnapshot | null>(null);
  const inFlight = useRef<Promise<unknown> | null>(null);
  // The post as last saved, updated the moment a save returns (not at the next render), so a
  // save queued behind a first save updates the post that one created instead of creating another.
  const savedRef = useRef<PostSnapshot | null>(initial);
  const fieldsRef = useRef(fields);
  const optionsRef = useRef(options);
  useEffect(() => {
    fieldsRef.current = fields;
    optionsRef.current = options;
  });

  // The autosave waiting to go out (throttled, see below).
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const isDirty = savedFields === null ? fields.title !== "" || fields.bodyMarkdown !== "" : !sameFields(fields, savedFields);

  const run = useCallback(async (intent: Intent, extra: RunExtra = {}) => {
    // A save the person asked for sends the latest fields, so a pending autosave has nothing left to
    // send; left to fire after a failed save, it would settle that failure on its own a few seconds
    // later, behind the person's back (a session-ended panel vanishing as they reach for "Save now").
    if (intent !== "autosave" && timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    while (inFlight.current) await inFlight.current;
    const current = savedRef.current;
    // Fields set in the same event (a restored revision) are not in the ref until the next render.
    const sending = extra.fields ?? fieldsRef.current;
    const asNew = extra.asCopy || !current;
    setState("saving");
    const request = runPostAction({
      intent,
      id: asNew ? undefined : current.id,
      version: asNew ? undefined : (extra.overrideVersion ?? current.version),
      // A copy gets its own slug (from its title) instead of clashing with the original's.
      fields: {
        ...sending,
        authorId: sending.authorId || undefined,
        ...(optionsRef.current.isSlugFromTitle ? { slug: "" } : {}),
        ...(extra.asCopy ? { title: `${sending.title} (copy)`, slug: "" } : {}),
      },
      publishAt: extra.publishAt,
    });
    inFlight.current = request;
    try {
      const result = await request;
      if (result.ok) {
        if (!extra.asCopy) {
          // The first save (an autosave or a button) gives the post its own address.
          if (!current) window.history.replaceState(null, "", `/admin/posts/${result.data.id}`);
          savedRef.current = result.data;
          setSaved(result.data);
          setSavedFields({ ...sending, slug: result.data.slug, excerpt: sending.excerpt });
          optionsRef.current.onSaved?.(result.data, sending);
          setConflict(null);
        }
        setError(null);
        setState("saved");
      } else {
        setError(result.error);
        if (result.conflict) setConflict(result.conflict);
        setState("error");
      }
      return result;
    } catch {
      const failure = { code: "network", message: "Could not reach the server. Your text is still here; try again." };
      setError(failure);
      setState("error");
      return { ok: false as const, error: failure };
    } finally {
      inFlight.current = null;
    }
  }, []);

  const isAutosavable =
    (saved === null || saved.status === "draft") && fields.title.trim() !== "" && conflict === null && !options.isBlocked;

  // Throttled, not debounced: a save goes out every few seconds even while typing goes on.
  useEffect(() => {
    if (!isDirty || !isAutosavable || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void run("autosave");
    }, autosaveDelayMs);
    // Re-armed by each change of the text; a failed save is retried only after the next change.
  }, [isDirty, isAutosavable, run, fields]);
  useEffect(() => () => (timer.current ? clearTimeout(timer.current) : undefined), []);

  // Leaving: save a dirty draft when the tab is hidden, and ask before closing with unsaved text.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === "hidden" && isDirty && isAutosavable) void run("autosave");
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty) return;
      event.preventDefault();
      event.returnValue = "";
    };
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [isDirty, isAutosavable, run]);

  const resolveWithTheirs = useCallback((theirs: PostSnapshot, theirFields: PostFormFields) => {
    savedRef.current = theirs;
    setSaved(theirs);
    setSavedFields(theirFields);
    setConflict(null);
    setError(null);
    setState("saved");
  }, []);

  return { saved, state, error, conflict, isDirty, run, resolveWithTheirs };
}
