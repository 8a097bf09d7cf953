import type { UserRole } from "@/server/db/schema";

export type SampleAccount = { email: string; handle: string; name: string; role: UserRole; bio: string | null };

/**
 * The accounts every fresh installation starts with. Other domains look them up by email:
 * e.g. billing grants `sampleAccounts.subscriber` a complimentary subscription.
 */
export const sampleAccounts = {
  owner: { email: "owner@groundwork.local", handle: "owner", name: "Groundwork Owner", role: "owner", bio: null },
  reader: { email: "reader@groundwork.local", handle: "reader", name: "Riley Reader", role: "reader", bio: null },
  subscriber: {
    email: "subscriber@groundwork.local",
    handle: "subscriber",
    name: "Sam Subscriber",
    role: "reader",
    bio: null,
  },
} as const satisfies Record<string, SampleAccount>;

/** The five writers of the sample publication (editors with a public profile). */
export const sampleAuthors = [
  {
    email: "maya.okafor@groundwork.local",
    handle: "maya-okafor",
    name: "Maya Okafor",
    role: "editor",
    bio: "Maya coached first-time managers for a decade before she started writing about habits and the quiet mechanics of change. She lives in Leeds, runs badly and often, and keeps a paper journal she never rereads.",
  },
  {
    email: "daniel.reyes@groundwork.local",
    handle: "daniel-reyes",
    name: "Daniel Reyes",
    role: "editor",
    bio: "Daniel is a former software engineer who spent three years studying how attention breaks and how it mends. He writes about focus, deep work and the unglamorous discipline of finishing things.",
  },
  {
    email: "ingrid.larsen@groundwork.local",
    handle: "ingrid-larsen",
    name: "Ingrid Larsen",
    role: "editor",
    bio: "Ingrid teaches philosophy to adults in evening classes and translates old ideas into daily practice. Stoicism, gratitude and the art of wanting less are her recurring subjects.",
  },
  {
    email: "theo.marsh@groundwork.local",
    handle: "theo-marsh",
    name: "Theo Marsh",
    role: "editor",
    bio: "Theo trained as a nurse and worked night shifts for eight years, which is how he became interested in sleep, recovery and resilience. He now writes and volunteers with a crisis line.",
  },
  {
    email: "aiko.tanaka@groundwork.local",
    handle: "aiko-tanaka",
    name: "Aiko Tanaka",
    role: "editor",
    bio: "Aiko is a counsellor who writes about self-compassion, motivation and setting goals that survive real life. She believes most advice is fine and most people are simply too hard on themselves.",
  },
] as const satisfies readonly SampleAccount[];

export type SampleAuthorHandle = (typeof sampleAuthors)[number]["handle"];

/** Every sample account, the authors included, in the order they are created. */
export const allSampleAccounts: readonly SampleAccount[] = [...Object.values(sampleAccounts), ...sampleAuthors];
