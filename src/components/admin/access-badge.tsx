import { postAccessLabels, type PostAccess } from "@/lib/post-access";
import { Badge, type BadgeTone } from "@/components/ui/badge";

const tones: Record<PostAccess, BadgeTone> = { public: "neutral", members: "info", paid: "accent" };

/** Who may read a post in full, as the admin posts list shows it. */
export function AccessBadge({ access }: { access: PostAccess }) {
  return <Badge tone={tones[access]}>{postAccessLabels[access]}</Badge>;
}
