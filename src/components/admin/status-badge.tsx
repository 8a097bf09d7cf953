import { Badge, type BadgeTone } from "@/components/ui/badge";

const tones = { draft: "neutral", scheduled: "warning", published: "success" } as const satisfies Record<string, BadgeTone>;

export function StatusBadge({ status }: { status: keyof typeof tones }) {
  return (
    <Badge tone={tones[status]} className="capitalize">
      {status}
    </Badge>
  );
}
