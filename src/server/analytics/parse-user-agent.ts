type DeviceType = "desktop" | "mobile" | "tablet";
export type UserAgentSummary = { deviceType: DeviceType; browser: string; os: string };

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Version\/[\d.]+.*Safari\//, "Safari"],
];

const systems: [RegExp, string][] = [
  [/Windows NT|Windows Phone/, "Windows"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/CrOS/, "Chrome OS"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux|X11/, "Linux"],
];

/** A deliberately small parser: the dashboard needs families, not versions or models. */
export function parseUserAgent(userAgent: string): UserAgentSummary {
  const isTablet = /iPad|Tablet|PlayBook|Silk\//.test(userAgent) || (/Android/.test(userAgent) && !/Mobile/.test(userAgent));
  const isMobile = !isTablet && /Mobi|iPhone|iPod|Windows Phone/.test(userAgent);
  return {
    deviceType: isTablet ? "tablet" : isMobile ? "mobile" : "desktop",
    browser: browsers.find(([pattern]) => pattern.test(userAgent))?.[1] ?? "Other",
    os: systems.find(([pattern]) => pattern.test(userAgent))?.[1] ?? "Other",
  };
}
