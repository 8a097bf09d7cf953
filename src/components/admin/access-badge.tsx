import { postAccessLabels, type PostAccess } from "@/lib/post-access";

const styles: Record<PostAccess, string> = {
  public: "bg-zinc-100 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-100",
  members: "bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-50",
  paid: "bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-50",
};

/** Who may read a post in full, as the admin posts list shows it. */
export function AccessBadge({ access }: { access: PostAccess }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${styles[access]}`}>{postAccessLabels[access]}</span>;
}
