"use client";

import { createContext, useCallback, useContext, useId } from "react";
import { useRefinementList } from "react-instantsearch";

/** Facet values are slugs and handles (what filters name); readers see the names used elsewhere on the site. */
export type FacetLabels = { tags: Record<string, string>; author: Record<string, string> };
export const LabelsContext = createContext<FacetLabels>({ tags: {}, author: {} });

function useLabelItems(attribute: keyof FacetLabels) {
  const labels = useContext(LabelsContext)[attribute];
  // Stable per labels: a new function each render would re-create the widget.
  return useCallback(
    <T extends { label: string }>(items: T[]): T[] => items.map((item) => ({ ...item, label: labels[item.label] ?? item.label })),
    [labels],
  );
}

/**
 * One facet's values as checkboxes, under its heading — or nothing at all when the results
 * have no value for it (no empty heading). The widget stays mounted either way, so the facet
 * keeps being asked for.
 */
export function SearchFacet({ attribute, title }: { attribute: keyof FacetLabels; title: string }) {
  const transformItems = useLabelItems(attribute);
  const { items, refine } = useRefinementList({ attribute, transformItems });
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="ais-RefinementList">
      <h2 id={headingId} className="mb-2 font-semibold">
        {title}
      </h2>
      <ul className="ais-RefinementList-list space-y-1">
        {items.map((item) => (
          <li key={item.value} className="ais-RefinementList-item">
            <label className="flex items-center gap-2">
              <input type="checkbox" className="size-4" checked={item.isRefined} onChange={() => refine(item.value)} />
              <span className="ais-RefinementList-labelText">{item.label}</span>
              <span className="ais-RefinementList-count ml-1 text-zinc-600 dark:text-zinc-400">{item.count}</span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
