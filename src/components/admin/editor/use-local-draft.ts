"use client";

import { useEffect, useRef, useState } from "react";
import type { PostSnapshot } from "@/lib/action-result";
import { fieldsOf, sameFields, type PostFormFields } from "./post-form-types";

type LocalDraft = { fields: PostFormFields; baseVersion: number | null; savedAt: string };

const keyOf = (postId: string | null) => `groundwork:post-draft:${postId ?? "new"}`;

function readDraft(key: string): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as LocalDraft) : null;
  } catch {
    return null;
  }
}

function removeDraft(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage may be off (private mode); the text still lives in the page.
  }
}

export type RestoredDraft = { savedAt: string; isOlderBase: boolean; fields: PostFormFields };

/**
 * A copy of the unsaved text in this browser's storage, so a crash, a closed tab or an ended
 * session loses nothing. On opening the editor, a copy that differs from the server's text is
 * offered back: put in at once when it was written over the version the server still has;
 * only on request when someone saved since (restoring it then would hide their changes).
 */
export function useLocalDraft(options: {
  initial: PostSnapshot | null;
  fields: PostFormFields;
  isDirty: boolean;
  postId: string | null;
  /** The version last saved from this page: a save that leaves nothing unsaved clears the copy. */
  savedVersion: number | null;
  onRestore: (fields: PostFormFields) => void;
}) {
  const { initial, fields, isDirty, postId, savedVersion, onRestore } = options;
  const [restored, setRestored] = useState<RestoredDraft | null>(null);
  const checked = useRef(false);

  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const draft = readDraft(keyOf(initial?.id ?? null));
    if (!draft || (initial && sameFields(draft.fields, fieldsOf(initial)))) return;
    const isOlderBase = Boolean(initial && draft.baseVersion !== initial.version);
    if (!isOlderBase) onRestore(draft.fields);
    // Storage is read in the browser only, after hydration: hence an effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRestored({ savedAt: draft.savedAt, isOlderBase, fields: draft.fields });
  }, [initial, onRestore]);

  useEffect(() => {
    const key = keyOf(postId);
    if (!isDirty) {
      if (savedVersion !== null && savedVersion !== (initial?.version ?? null)) removeDraft(key);
      return;
    }
    const timer = setTimeout(() => {
      try {
        const draft: LocalDraft = { fields, baseVersion: savedVersion, savedAt: new Date().toISOString() };
        window.localStorage.setItem(key, JSON.stringify(draft));
        // The first save gave the post an id: the copy kept for "new" moves under it.
        if (postId) removeDraft(keyOf(null));
      } catch {
        // Full or disabled storage: nothing more to do.
      }
    }, 300);
    return () => clearTimeout(timer);
  }, [fields, isDirty, postId, savedVersion, initial]);

  return {
    restored,
    dismiss: () => setRestored(null),
    discard: () => {
      removeDraft(keyOf(postId));
      setRestored(null);
    },
  };
}
