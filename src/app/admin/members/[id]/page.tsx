import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { AppError } from "@/server/errors";
import { hasRole } from "@/server/auth/permissions";
import { requireAdminPage } from "@/server/http/require-page-session";
import { getMember } from "@/server/accounts/get-member";
import { getMemberOrigin } from "@/server/attribution/get-member-origin";
import { listMemberActivity } from "@/server/attribution/list-member-activity";
import { complimentaryActionFor, describeMemberSubscription } from "@/server/billing/describe-member-subscription";
import { getSubscriptionSummary } from "@/server/billing/get-subscription-summary";
import { getBounce } from "@/server/mail/mail-bounces";
import { getMailPreferences } from "@/server/newsletter/mail-preferences";
import { ActivityTimeline } from "@/components/admin/figures/activity-timeline";
import { MemberOriginSection } from "@/components/admin/figures/member-origin-section";
import { LocalTime } from "@/components/admin/local-time";
import { ChangeRoleForm, ComplimentaryForms } from "@/components/admin/member-forms";
import { MemberSubscriptionsSummary } from "@/components/admin/member-subscriptions-summary";
import { MemberBounceSection } from "@/components/newsletter/member-bounce-section";

export const metadata: Metadata = { title: "Member" };

export default async function AdminMemberPage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const { id } = await params;
  const actor = await requireAdminPage("editor", `/admin/members/${id}`);
  const member = await getMember({ actor, id }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  });
  const [activity, origin, subscription, bounce, mailPreferences] = await Promise.all([
    listMemberActivity({ actor, userId: member.id, limit: 50 }),
    getMemberOrigin({ actor, userId: member.id }),
    getSubscriptionSummary(member.id),
    getBounce(member.email),
    getMailPreferences(member.id),
  ]);
  return (
    <>
      <h1 className="text-2xl font-bold break-all">{member.email}</h1>
      <dl className="mt-4 grid max-w-md grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-zinc-600 dark:text-zinc-400">Handle</dt>
        <dd>@{member.handle}</dd>
        <dt className="text-zinc-600 dark:text-zinc-400">Role</dt>
        <dd className="capitalize">{member.role}</dd>
        <dt className="text-zinc-600 dark:text-zinc-400">Joined</dt>
        <dd>
          <LocalTime iso={member.createdAt.toISOString()} />
        </dd>
      </dl>
      <MemberOriginSection origin={origin} />
      {hasRole(actor, "owner") ? (
        <section className="mt-8" aria-labelledby="role-title">
          <h2 id="role-title" className="text-lg font-semibold">
            Role
          </h2>
          <div className="mt-2">
            <ChangeRoleForm userId={member.id} role={member.role} />
          </div>
        </section>
      ) : null}
      <section className="mt-8" aria-labelledby="subs-title">
        <h2 id="subs-title" className="text-lg font-semibold">
          Subscriptions
        </h2>
        <div className="mt-2">
          <MemberSubscriptionsSummary {...describeMemberSubscription(subscription)} />
        </div>
        <div className="mt-4">
          <ComplimentaryForms userId={member.id} email={member.email} action={complimentaryActionFor(subscription)} />
        </div>
      </section>
      <MemberBounceSection userId={member.id} getsNewPosts={mailPreferences.newPosts} bounce={bounce} />
      <ActivityTimeline entries={activity} />
    </>
  );
}
