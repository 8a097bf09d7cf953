import { hexColourPattern } from "@/lib/design/contrast";
import { postFontVariables, type PostFont } from "@/lib/design/post-fonts";
import { defaultAccents } from "@/lib/design/theme-surfaces";

type Props = { accentLight: string; accentDark: string; postFont: PostFont };

/**
 * The owner's design as CSS variables in the server's HTML (no script): globals.css reads
 * `--accent` and `--post-font`. Only checked values are written (a colour that is not #rrggbb
 * falls back to the default), so nothing typed can end the style element.
 */
export function DesignStyle({ accentLight, accentDark, postFont }: Props) {
  const light = hexColourPattern.test(accentLight) ? accentLight : defaultAccents.light;
  const dark = hexColourPattern.test(accentDark) ? accentDark : defaultAccents.dark;
  const css = `:root{--accent:${light};--post-font:${postFontVariables[postFont]}}:root.dark{--accent:${dark}}`;
  return <style id="site-design" dangerouslySetInnerHTML={{ __html: css }} />;
}
