/**
 * The backgrounds accent-coloured text is drawn on in each theme (the page, and the tinted
 * surfaces: tag pills, cards, menus), as Tailwind's zinc-50…950 in sRGB. An accent must reach
 * 4.5:1 on every one of its theme's surfaces. No single colour does on both white and
 * near-black (at best about 4.4:1), so each theme has its own accent.
 */
export const themeSurfaces = {
  light: [
    { name: "the page (white)", hex: "#ffffff" },
    { name: "tag pills and cards (light grey)", hex: "#f4f4f5" },
  ],
  dark: [
    { name: "the page (near black)", hex: "#09090b" },
    { name: "tag pills and cards (dark grey)", hex: "#18181b" },
  ],
} as const;

export type Theme = keyof typeof themeSurfaces;

/** Today's emerald (Tailwind emerald-800 and emerald-300): the accents until an owner sets others. */
export const defaultAccents: Record<Theme, string> = { light: "#065f46", dark: "#6ee7b7" };
