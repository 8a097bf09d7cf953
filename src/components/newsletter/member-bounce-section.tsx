import { BounceStatus } from "./bounce-status";

/** The member page's email facts: opted in or not, and a bounce editors can clear. */
export function MemberBounceSection({
  userId,
  getsNewPosts,
  bounce,
}: {
  userId: string;
  getsNewPosts: boolean;
  bounce: { reason: string; bouncedAt: Date } | null;
}) {
  return (
    <section className="mt-8" aria-labelledby="member-email-title">
      <h2 id="member-email-title" className="text-lg font-semibold">
        Email
      </h2>
      <p className="mt-2 text-sm">{getsNewPosts ? "Gets new posts by email." : "Does not get new posts by email."}</p>
      {bounce ? (
        <div className="mt-2">
          <BounceStatus userId={userId} reason={bounce.reason} bouncedAt={bounce.bouncedAt.toISOString()} />
        </div>
      ) : null}
    </section>
  );
}
