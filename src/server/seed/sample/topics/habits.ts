import type { Topic } from "../topic";

export const habits: Topic = {
  tag: "habits",
  relatedTags: ["discipline", "motivation", "goal-setting"],
  author: "maya-okafor",
  label: "habits",
  posts: [
    {
      title: "The Two-Minute Version of Every Habit",
      excerpt: "Most new habits fail because they are too big on the worst day. Shrink them until they survive it.",
      hook: "Every habit has a version so small it feels almost silly. That version is the one that survives a bad week, a sick child or a late train, and it is the one most of us skip because it does not look like progress.",
    },
    {
      title: "Why Your Habits Fall Apart on Holiday",
      excerpt: "Routines are glued to places and times. Change the scenery and the glue dissolves — unless you plan for it.",
      hook: "You run four mornings a week for three months, then spend ten days somewhere with a different bed and a different breakfast, and the habit is gone. It is not a character flaw. Habits are tied to cues, and holidays quietly remove every cue you relied on.",
    },
    {
      title: "Habit Stacking Without the Hype",
      excerpt: "Attaching a new habit to an old one works — when the old one is truly automatic and the new one is truly small.",
      hook: "Habit stacking is one of those ideas that sounds too simple to matter: after I pour my coffee, I will write one sentence. Yet it is one of the few habit techniques with a sensible mechanism behind it, and it fails for predictable, fixable reasons.",
    },
    {
      title: "Breaking a Bad Habit Is a Design Problem",
      excerpt: "Willpower is the least reliable tool for quitting. Friction, replacement and honest accounting do most of the work.",
      hook: "We talk about bad habits as if they were moral failures, and then we try to fix them with resolve. Resolve lasts about as long as a good mood. The habits that finally change are the ones we redesign rather than resist.",
    },
    {
      title: "What a Year of Tracking My Habits Taught Me",
      excerpt: "A habit tracker is a mirror, not a judge. Here is what mine showed me after 365 days of little boxes.",
      hook: "Last January I started ticking boxes: reading, walking, writing, no phone after ten. I expected the tracker to make me more consistent. Instead it made me more honest, which turned out to be more useful.",
    },
  ],
  principles: [
    {
      heading: "Make the first step absurdly small",
      body: "A habit does not need to be impressive to be real. Two push-ups, one line in a notebook, a single page of a book: these are not the goal, they are the doorway. Once you are through the door you often keep going, and on the days you do not, you have still kept the habit alive.",
    },
    {
      heading: "Tie the habit to a cue you already have",
      body: "New behaviour sticks best when it hangs off something you already do without thinking. Brushing your teeth, boiling the kettle and sitting down at your desk are reliable anchors. A vague intention such as “sometime in the evening” gives the habit nowhere to live.",
    },
    {
      heading: "Never miss twice",
      body: "Missing one day is an accident; missing two is the start of a new habit. The rule is forgiving on purpose. It asks nothing heroic of you, only that a lapse stays a lapse and does not quietly become the new normal.",
    },
    {
      heading: "Change the environment before you change yourself",
      body: "If the biscuits are on the counter you will eat biscuits. If the guitar is in its case in the cupboard you will not play it. Most habits are decided by what is within arm's reach, so arrange your rooms as if your future self were a slightly lazy guest.",
    },
    {
      heading: "Plan for the bad days, not the good ones",
      body: "On a good day any plan works. The real test of a habit is the evening you are exhausted and irritable. Decide in advance what the minimum version looks like on those days, and count it as a full success when you do it.",
    },
    {
      heading: "Identity follows evidence",
      body: "You do not become a runner by deciding you are one. You become a runner by running often enough that the label starts to fit. Every repetition is a small vote, and after enough votes the identity stops feeling like a costume.",
    },
    {
      heading: "Replace, don't just remove",
      body: "A bad habit usually does a job for you: it soothes, distracts or rewards. Take it away without a substitute and the need remains, looking for an outlet. Find something that does the same job at a lower cost, and the old habit has far less to hold on to.",
    },
    {
      heading: "Add friction where you want less",
      body: "Every extra step between you and a habit weakens it. Log out of the app, put the remote in a drawer, leave your card at home. Twenty seconds of friction sounds trivial, yet it is often enough to let the better choice win.",
    },
    {
      heading: "Track the habit, not the outcome",
      body: "Outcomes arrive late and noisily: weight fluctuates, savings dip, writing gets rejected. The habit itself is something you either did or did not do today. Tracking it gives you a clear signal and a small, honest reward every evening.",
    },
    {
      heading: "Review the system, not your character",
      body: "When a habit breaks, the useful question is not “what is wrong with me?” but “what in the setup made this hard?” Maybe the cue disappeared, the time was wrong or the step was too big. Fix the system and try again next week.",
    },
  ],
  quotes: [
    "A habit is a decision you made once and stopped having to make again.",
    "The smallest version of a habit is not a compromise. It is the foundation.",
    "You are not building a streak. You are building someone who shows up.",
    "Most habits are won or lost in the ten seconds before they start.",
    "Consistency is not intensity repeated; it is ordinariness repeated.",
  ],
  steps: [
    "Choose one habit and write down its two-minute version.",
    "Pick an existing routine to attach it to, and name the exact moment.",
    "Put whatever the habit needs where you will see it tomorrow morning.",
    "Mark a calendar each day you do it, even the smallest version.",
    "Decide now what you will do on a day you feel terrible.",
    "After two weeks, ask what made it easy and what made it hard.",
    "Only then make the habit a little bigger.",
    "Tell one person what you are practising and why.",
  ],
  rules: [
    { old: "Start big so the change feels worth it.", better: "Start small enough that you cannot fail." },
    { old: "Rely on motivation to get going.", better: "Rely on a cue you meet every day anyway." },
    { old: "A missed day means starting over.", better: "A missed day means doing the minimum tomorrow." },
    { old: "Try to stop the bad habit by force.", better: "Give the need behind it a better outlet." },
    { old: "Judge progress by the results.", better: "Judge progress by the repetitions." },
  ],
};
