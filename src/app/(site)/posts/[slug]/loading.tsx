export default function Loading() {
  return (
    <div role="status" aria-label="Loading the post" className="mx-auto max-w-3xl animate-pulse px-4 py-10 sm:px-6">
      <div className="h-4 w-24 rounded bg-zinc-200 dark:bg-zinc-800" />
      <div className="mt-4 h-12 w-4/5 rounded bg-zinc-200 dark:bg-zinc-800" />
      <div className="mt-4 h-4 w-1/2 rounded bg-zinc-200 dark:bg-zinc-800" />
      <div className="mt-8 aspect-[16/9] rounded-lg bg-zinc-200 dark:bg-zinc-800" />
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="mt-5 h-4 rounded bg-zinc-200 dark:bg-zinc-800" />
      ))}
    </div>
  );
}
