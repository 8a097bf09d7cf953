/** Crisp's command queue: pushes made before its loader runs are replayed by it. */
type CrispCommand = [string, ...unknown[]];
type CrispWindow = Window & { $crisp?: CrispCommand[]; CRISP_WEBSITE_ID?: string };

const crispLoaderUrl = "https://client.crisp.chat/l.js";

export function pushCrisp(...command: CrispCommand): void {
  const crispWindow = window as CrispWindow;
  crispWindow.$crisp ??= [];
  crispWindow.$crisp.push(command);
}

/** Adds the loader once, its bubble hidden from the start and again whenever the chat closes. */
export function loadCrisp(websiteId: string): void {
  const crispWindow = window as CrispWindow;
  if (crispWindow.CRISP_WEBSITE_ID) return;
  crispWindow.$crisp ??= [];
  crispWindow.CRISP_WEBSITE_ID = websiteId;
  pushCrisp("do", "chat:hide");
  pushCrisp("on", "chat:closed", () => pushCrisp("do", "chat:hide"));
  const script = document.createElement("script");
  script.src = crispLoaderUrl;
  script.async = true;
  document.head.appendChild(script);
}

export function openCrispChat(): void {
  pushCrisp("do", "chat:show");
  pushCrisp("do", "chat:open");
}
