import { EditorSelection, type ChangeSpec } from "@codemirror/state";
import type { EditorView } from "@codemirror/view";
import { paywallMarkerChanges } from "@/lib/paywall-marker-edit";

/** Wraps each selection in `mark` (or takes it off when already wrapped); an empty one gets a placeholder, selected. */
export function toggleWrap(view: EditorView, mark: string, placeholder: string): boolean {
  const { state } = view;
  const changes = state.changeByRange((range) => {
    const text = state.sliceDoc(range.from, range.to);
    const before = state.sliceDoc(range.from - mark.length, range.from);
    const after = state.sliceDoc(range.to, range.to + mark.length);
    if (!range.empty && before === mark && after === mark) {
      return {
        changes: [
          { from: range.from - mark.length, to: range.from },
          { from: range.to, to: range.to + mark.length },
        ],
        range: EditorSelection.range(range.from - mark.length, range.to - mark.length),
      };
    }
    const inner = text || placeholder;
    return {
      changes: { from: range.from, to: range.to, insert: `${mark}${inner}${mark}` },
      range: EditorSelection.range(range.from + mark.length, range.from + mark.length + inner.length),
    };
  });
  view.dispatch(changes, { scrollIntoView: true, userEvent: "input" });
  view.focus();
  return true;
}

/** Puts `prefix` at the start of every selected line (a heading, list item or quote), or takes it off. */
export function toggleLinePrefix(view: EditorView, prefix: string): boolean {
  const { state } = view;
  const changes: ChangeSpec[] = [];
  const seen = new Set<number>();
  for (const range of state.selection.ranges) {
    for (let pos = range.from; pos <= range.to;) {
      const line = state.doc.lineAt(pos);
      if (!seen.has(line.number)) {
        seen.add(line.number);
        if (line.text.startsWith(prefix)) changes.push({ from: line.from, to: line.from + prefix.length });
        else changes.push({ from: line.from, insert: prefix });
      }
      pos = line.to + 1;
    }
  }
  view.dispatch({ changes, scrollIntoView: true, userEvent: "input" });
  view.focus();
  return true;
}

/** `[text](https://)` with the address selected, ready to be typed over. */
export function insertLink(view: EditorView): boolean {
  const { state } = view;
  const changes = state.changeByRange((range) => {
    const text = state.sliceDoc(range.from, range.to) || "link text";
    const insert = `[${text}](https://)`;
    const urlStart = range.from + text.length + 3;
    return { changes: { from: range.from, to: range.to, insert }, range: EditorSelection.range(urlStart, urlStart + 8) };
  });
  view.dispatch(changes, { scrollIntoView: true, userEvent: "input" });
  view.focus();
  return true;
}

/** Text at a position (an image's Markdown), on its own paragraph when inserted mid-text. */
export function insertBlockAt(view: EditorView, pos: number, text: string): void {
  const { doc } = view.state;
  const at = Math.min(pos, doc.length);
  const before = doc.sliceString(Math.max(0, at - 2), at);
  const lead = at === 0 || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const insert = `${lead}${text}\n`;
  view.dispatch({ changes: { from: at, insert }, selection: { anchor: at + insert.length }, scrollIntoView: true, userEvent: "input" });
  view.focus();
}

/** The paywall marker after the cursor's paragraph, on its own line; an earlier marker moves here. */
export function insertPaywallMarker(view: EditorView): boolean {
  const { changes, cursor } = paywallMarkerChanges(view.state.doc.toString(), view.state.selection.main.head);
  view.dispatch({ changes, selection: { anchor: cursor }, scrollIntoView: true, userEvent: "input" });
  view.focus();
  return true;
}
