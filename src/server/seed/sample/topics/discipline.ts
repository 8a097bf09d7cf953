import type { Topic } from "../topic";

export const discipline: Topic = {
  tag: "discipline",
  relatedTags: ["habits", "motivation", "stoicism"],
  author: "daniel-reyes",
  label: "discipline",
  posts: [
    {
      title: "Discipline Is Remembering What You Want",
      excerpt: "Self-discipline is not self-punishment. It is choosing what you want most over what you want now.",
      hook: "Discipline has a bad reputation. It sounds like cold showers and early alarms and a voice telling you that you are not trying hard enough. A kinder and more accurate definition: discipline is remembering what you want when it would be easier to forget.",
    },
    {
      title: "The Discipline of Doing It Badly",
      excerpt: "Waiting for the perfect conditions is a polite way of not starting. Do the imperfect version today.",
      hook: "Perfectionism often disguises itself as high standards. In reality it is a reason not to begin. Some of the most disciplined people I know have a simple rule: it is allowed to be bad, but it is not allowed to be skipped.",
    },
    {
      title: "Why Motivation Fades and Discipline Stays",
      excerpt: "Motivation is weather; discipline is climate. Build for the climate.",
      hook: "Motivation is wonderful when it arrives. It makes everything feel easy and meaningful. But it is unreliable, and anyone who has kept a commitment for more than a few weeks knows that the real work happens on the days it does not show up. That is where discipline lives.",
    },
    {
      title: "Small Promises Kept: Rebuilding Self-Discipline",
      excerpt: "If you have broken many promises to yourself, start with tiny ones and keep every single one.",
      hook: "When you have let yourself down many times, your own promises stop carrying weight. You say you will start on Monday and some part of you does not believe it. Self-discipline begins again with promises so small that you cannot break them.",
    },
    {
      title: "Discipline Without Burnout",
      excerpt: "Rigid discipline snaps. Discipline with rest, slack and seasons lasts for years.",
      hook: "There is a version of discipline that works brilliantly for six weeks and then collapses into exhaustion. The discipline that lasts for years looks less impressive from the outside. It includes rest days, flexible minimums and an honest sense of what season of life you are in.",
    },
  ],
  principles: [
    {
      heading: "Decide once, not every day",
      body: "Every decision you leave open is a negotiation you might lose. Disciplined people are rarely fighting themselves each morning; they decided long ago that the workout happens at seven, and the question is simply closed. Make more of your choices in advance.",
    },
    {
      heading: "Lower the bar, keep the bar",
      body: "A low standard you meet every day builds more discipline than a high standard you meet once a fortnight. Decide what the bare minimum is, and treat it as non-negotiable. The rest is a bonus.",
    },
    {
      heading: "Separate feelings from actions",
      body: "You do not have to feel like doing something in order to do it. Notice the reluctance, name it, and start anyway. Feelings often change after you begin, rarely before.",
    },
    {
      heading: "Keep promises to yourself as you would to others",
      body: "If a friend asked you to meet at eight, you would go even if you were tired. Give your own commitments the same respect. Write them down, put them in the calendar and treat them as appointments rather than hopes.",
    },
    {
      heading: "Build in rest on purpose",
      body: "Rest is not a failure of discipline; it is part of it. Planned rest days protect you from the unplanned collapse. An athlete's training plan is full of recovery, and yours should be too.",
    },
    {
      heading: "Shrink the gap between intention and action",
      body: "The longer you wait after deciding, the more room there is for excuses. Start within five minutes of the intention, even with something tiny. Momentum is a form of discipline that costs almost nothing.",
    },
    {
      heading: "Let the environment carry the load",
      body: "Discipline is easier in a room built for it. Lay out the running shoes, block the distracting websites, keep the notebook open on the desk. Each small arrangement is discipline you no longer need to find in the moment.",
    },
    {
      heading: "Use seasons, not forever",
      body: "Committing to something for the rest of your life is overwhelming. Committing for six weeks is manageable. Work in seasons with a clear end, review honestly, and then choose the next season with what you learned.",
    },
    {
      heading: "Count the reps, forgive the misses",
      body: "A ledger of kept promises is powerful evidence against the story that you have no self-discipline. Count what you did. When you miss, note it without drama and return to the minimum the next day.",
    },
    {
      heading: "Know your why in one sentence",
      body: "On the hard days, a long list of reasons does not help. A single clear sentence does: “I write every morning because I want to finish a book before I turn forty.” Keep it short enough to remember when you are tired.",
    },
  ],
  quotes: [
    "Discipline is choosing between what you want now and what you want most.",
    "It is allowed to be bad. It is not allowed to be skipped.",
    "Motivation gets you started. Discipline gets you to the second month.",
    "The disciplined person is not the one who never wavers, but the one who returns.",
    "Self-discipline grows from promises small enough to keep.",
  ],
  steps: [
    "Write the one sentence that explains why this matters to you.",
    "Choose a minimum you can meet even on your worst day.",
    "Put the commitment in your calendar with a time and a place.",
    "Prepare everything you need the night before.",
    "Start within five minutes of the time you set, however you feel.",
    "Keep a simple tally of days you kept your word.",
    "Schedule one full rest day each week.",
    "At the end of six weeks, review and choose the next season.",
  ],
  rules: [
    { old: "Wait until you feel like it.", better: "Start, and let the feeling follow." },
    { old: "Discipline means never taking a day off.", better: "Discipline includes planned rest." },
    { old: "Set the highest standard you can imagine.", better: "Set a minimum you can always meet." },
    { old: "Commit for life on day one.", better: "Commit for a season, then review." },
    { old: "Punish yourself for every slip.", better: "Note the slip and return tomorrow." },
  ],
};
