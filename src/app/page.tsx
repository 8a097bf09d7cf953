import { connection } from "next/server";
import { count } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { posts } from "@/server/db/schema";

export default async function HomePage() {
  await connection();
  const db = await getDb();
  const [row] = await db.select({ total: count() }).from(posts);
  return (
    <main id="main" className="mx-auto max-w-3xl p-6">
      <h1 className="text-3xl font-bold">Groundwork</h1>
      <p>{row?.total ?? 0} posts</p>
    </main>
  );
}
