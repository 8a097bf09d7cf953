import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";

export const postCardSize = { width: 1200, height: 630 };

/** `iconPng`: the owner's icon (#31), drawn beside the site's name. */
type PostCard = { title: string; authorName: string; siteName: string; tagNames: string[]; iconPng?: Uint8Array | null };

// Inter from the installed @fontsource/inter package (WOFF: Next's image renderer reads TTF,
// OTF and WOFF, not the WOFF2 the pages use). Read once per process, never downloaded.
const fontFolder = path.join(process.cwd(), "node_modules/@fontsource/inter/files");
let fonts: Promise<{ regular: Buffer; bold: Buffer }> | undefined;
function loadFonts() {
  fonts ??= Promise.all([
    readFile(path.join(fontFolder, "inter-latin-400-normal.woff")),
    readFile(path.join(fontFolder, "inter-latin-700-normal.woff")),
  ]).then(([regular, bold]) => ({ regular, bold }));
  fonts.catch(() => (fonts = undefined));
  return fonts;
}

/** The social card of a post without a cover: its title, topics, author and the site, in Inter. */
export async function drawPostCard(card: PostCard): Promise<ImageResponse> {
  const { regular, bold } = await loadFonts();
  const titleSize = card.title.length > 80 ? 52 : card.title.length > 45 ? 64 : 76;
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: "linear-gradient(135deg, #064e3b 0%, #18181b 70%)",
        color: "#fafafa",
        fontFamily: "Inter",
      }}
    >
      <div style={{ display: "flex", fontSize: 28, color: "#a7f3d0", letterSpacing: 2, textTransform: "uppercase" }}>
        {card.tagNames.slice(0, 3).join(" · ") || card.siteName}
      </div>
      <div style={{ display: "flex", fontSize: titleSize, fontWeight: 700, lineHeight: 1.1, letterSpacing: -1 }}>{card.title}</div>
      <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center", fontSize: 30 }}>
        <span>{card.authorName}</span>
        <span style={{ display: "flex", alignItems: "center", fontWeight: 700 }}>
          {card.iconPng ? (
            // eslint-disable-next-line @next/next/no-img-element -- drawn by Next's image renderer, not a page
            <img
              src={`data:image/png;base64,${Buffer.from(card.iconPng).toString("base64")}`}
              width={56}
              height={56}
              alt=""
              style={{ borderRadius: 12, marginRight: 16 }}
            />
          ) : null}
          {card.siteName}
        </span>
      </div>
    </div>,
    {
      ...postCardSize,
      fonts: [
        { name: "Inter", data: regular, weight: 400, style: "normal" },
        { name: "Inter", data: bold, weight: 700, style: "normal" },
      ],
    },
  );
}
