import Link from "next/link";
import type { ReactNode } from "react";

/** One figure of the admin home, linking to where it comes from. */
export function HomeStat({ label, value, detail, href }: { label: string; value: number; detail: string; href: string }) {
  return (
    <div className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
      <dt className="text-sm text-zinc-600 dark:text-zinc-400">
        <Link href={href} className="underline-offset-2 hover:underline">
          {label}
        </Link>
      </dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{value.toLocaleString("en-US")}</dd>
      <dd className="text-xs text-zinc-600 dark:text-zinc-400">{detail}</dd>
    </div>
  );
}

/** A titled panel of the admin home, with a link to the full page. */
export function HomeCard({
  title,
  id,
  more,
  children,
}: {
  title: string;
  id: string;
  more?: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className="min-w-0 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800" aria-labelledby={id}>
      <h2 id={id} className="mb-3 font-semibold">
        {title}
      </h2>
      {children}
      {more ? (
        <Link href={more.href} className="mt-3 inline-block text-sm text-zinc-700 underline underline-offset-2 dark:text-zinc-300">
          {more.label}
        </Link>
      ) : null}
    </section>
  );
}
