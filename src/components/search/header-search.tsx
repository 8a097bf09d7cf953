// CONTRACT STUB — the search work renders the search entry (and the Ctrl-K dialog) here,
// only for signed-in people.
export function HeaderSearch() {
  return null;
}
