import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { readPostPage } from "@/server/posts/read-public-pages";

/**
 * The existence check lives here, above this segment's loading boundary: a notFound()
 * thrown inside the boundary would come after the 200 status had been streamed.
 */
export default async function PostLayout({ children, params }: { children: ReactNode; params: Promise<{ slug: string }> }) {
  if (!(await readPostPage((await params).slug))) notFound();
  return children;
}
