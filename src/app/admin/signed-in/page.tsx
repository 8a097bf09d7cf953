import type { Metadata } from "next";

export const metadata: Metadata = { title: "Signed in again" };

/** Where "Sign in again (new tab)" in the editor lands: the editor's own tab still holds the text. */
export default function SignedInAgainPage() {
  return (
    <>
      <h1 className="text-2xl font-bold">You are signed in again</h1>
      <p className="mt-3 max-w-prose">
        Go back to the tab with your post and save it: nothing you wrote there was lost. You can close this tab.
      </p>
    </>
  );
}
