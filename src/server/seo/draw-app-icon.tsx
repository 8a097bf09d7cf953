import { ImageResponse } from "next/og";

/**
 * The site's icon, drawn by Next's own image renderer (no image files to keep, nothing
 * downloaded): a dark rounded square with a light "G": the icon until an owner uploads one, drawn by
 * the icon routes (app/icon.tsx, app/apple-icon.tsx, app/favicon.ico) through site-icon-response.ts.
 */
export function drawAppIcon(size: number, { rounded = true }: { rounded?: boolean } = {}): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        background: "#18181b",
        color: "#fafafa",
        borderRadius: rounded ? size * 0.22 : 0,
        fontSize: size * 0.7,
        fontWeight: 700,
        lineHeight: 1,
      }}
    >
      G
    </div>,
    { width: size, height: size },
  );
}

/** An .ico file holding one PNG image (every browser since IE 11 reads PNG inside ICO). */
export function wrapPngInIco(png: Uint8Array, size: number): Uint8Array {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6); // width (0 means 256)
  header.writeUInt8(size >= 256 ? 0 : size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.byteLength, 14); // image size
  header.writeUInt32LE(22, 18); // image offset
  return new Uint8Array(Buffer.concat([header, png]));
}
