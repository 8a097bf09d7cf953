import "server-only";

// CONTRACT STUB — implemented by the search work. Called by the posts domain inside or after
// every write that changes what is public (publish, update, unpublish, delete), so search
// reflects it at once. With Algolia configured it pushes to Algolia; on PostgreSQL it keeps
// the search table in step.

export async function syncPostToSearch(_postId: string): Promise<void> {}
export async function removePostFromSearch(_postId: string): Promise<void> {}
