/** The post body's fonts (#31): both self-hosted from @fontsource packages, loaded by the root layout. */
export const postFonts = ["inter", "serif"] as const;
export type PostFont = (typeof postFonts)[number];

export const postFontLabels: Record<PostFont, string> = { inter: "Inter (sans-serif, the default)", serif: "Source Serif 4 (serif)" };

/** The `--post-font` value: the theme's font stacks (globals.css), so no font name is written by hand twice. */
export const postFontVariables: Record<PostFont, string> = { inter: "var(--font-sans)", serif: "var(--font-serif)" };
