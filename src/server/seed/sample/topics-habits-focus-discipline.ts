import type { Topic } from "./topic";

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

export const focus: Topic = {
  tag: "focus",
  relatedTags: ["deep-work", "discipline", "habits"],
  author: "daniel-reyes",
  label: "focus",
  posts: [
    {
      title: "Focus Is a Muscle That Needs Rest",
      excerpt: "Trying to concentrate for eight hours straight is like trying to sprint a marathon. Work in cycles instead.",
      hook: "We treat focus as a switch: on when we sit down, off when we stand up. In practice it behaves more like a muscle. It tires, it recovers, and it grows stronger when it is worked and then allowed to rest.",
    },
    {
      title: "The Hidden Cost of Checking Just Once",
      excerpt: "A quick look at your messages rarely costs a minute. It costs the next twenty.",
      hook: "You glance at your inbox for five seconds and return to your work. It feels harmless. But the attention you left behind in that inbox keeps tugging, and it can take a long while before your focus is fully back where it was.",
    },
    {
      title: "How to Focus When Everything Feels Urgent",
      excerpt: "When every task shouts, the loudest one wins. A short triage ritual gives the important one a chance.",
      hook: "Some weeks every message arrives marked urgent and every task seems to have a deadline of yesterday. Focus collapses not because you are weak but because you are trying to hold ten things at once. The fix starts with choosing one.",
    },
    {
      title: "A Quiet Desk Is Not Enough: Focus Starts Earlier",
      excerpt: "Your ability to focus at ten o'clock is decided by what you did at seven.",
      hook: "We design our workspaces carefully and then arrive at them already scattered: a news feed with breakfast, messages on the bus, a podcast at double speed. By the time we sit down to focus, our attention has been sold off in small pieces.",
    },
    {
      title: "Single-Tasking in a Multi-Tab World",
      excerpt: "Forty open tabs are forty small promises. Keep fewer of them and your focus gets its edges back.",
      hook: "Look at your browser. Every open tab is a small commitment you have not kept or closed. Single-tasking is less about heroic concentration and more about reducing the number of things quietly asking for your attention.",
    },
  ],
  principles: [
    {
      heading: "Work in deliberate cycles",
      body: "Most people can hold deep focus for somewhere between forty-five and ninety minutes before quality drops. Plan for that. Work in a clear block, then take a real break — a walk, a window, a glass of water — rather than a scroll through something else that also demands attention.",
    },
    {
      heading: "Decide the next action before you start",
      body: "Focus leaks away when you sit down and have to work out what to do. End each session by writing the very next step for tomorrow. Starting becomes a matter of reading one line, not making a dozen small decisions.",
    },
    {
      heading: "Attention residue is real",
      body: "When you switch from one task to another, part of your mind stays with the first. That residue makes the second task feel foggy. Batching similar work together and finishing small things before moving on keeps the residue from piling up.",
    },
    {
      heading: "Remove the option, not the temptation",
      body: "You will not out-argue a notification. It is easier to make distraction unavailable: phone in another room, messaging closed, a blocker for the sites you drift to. Focus is far easier when the easy exits are locked.",
    },
    {
      heading: "Triage before you act",
      body: "Write every pressing item on one page. Mark what truly has a consequence today, and choose one thing that matters most. The rest does not disappear, but it stops competing for the same slot in your head.",
    },
    {
      heading: "Protect the first hour",
      body: "The first hour of the day sets the tone for your attention. If it is spent reacting to other people's requests, you train yourself to react all day. Give that hour to something you chose, even if it is only thirty minutes of reading or planning.",
    },
    {
      heading: "Boredom is part of the training",
      body: "If every idle moment is filled with a screen, your mind forgets how to stay with something slow. Let yourself be bored in a queue or on a walk. It feels uncomfortable at first, and it is exactly the capacity that deep focus depends on.",
    },
    {
      heading: "Close loops as you go",
      body: "Unfinished tasks sit in working memory and hum. Writing them down somewhere you trust quiets the hum. A simple list of open loops, reviewed once a day, frees attention for the work in front of you.",
    },
    {
      heading: "One screen, one task",
      body: "Keep only what the current task needs in view. Close the other tabs, hide the dock, put the second monitor to sleep. The point is not austerity; it is that your eyes stop offering your mind a menu every few seconds.",
    },
    {
      heading: "Notice when you drift, without scolding",
      body: "Your mind will wander. The skill is not preventing it but noticing sooner and returning gently. Each return is a repetition of the focus muscle, and scolding yourself just adds one more distraction.",
    },
  ],
  quotes: [
    "Focus is less about what you concentrate on and more about what you are willing to ignore.",
    "Where your attention goes, your week goes.",
    "You cannot do deep work in shallow pieces.",
    "Every notification is someone else's priority asking to become yours.",
    "The ability to focus is rare, which is exactly why it is so valuable.",
  ],
  steps: [
    "Write down the single outcome that would make today a good day.",
    "Put your phone in another room for the first work block.",
    "Set a timer for fifty minutes and work on that one thing.",
    "Take a ten-minute break away from any screen.",
    "Keep a notepad beside you for stray thoughts and return to the task.",
    "Close every tab and window the task does not need.",
    "Check messages at two fixed times instead of whenever they arrive.",
    "Before stopping, write the first step for your next session.",
  ],
  rules: [
    { old: "Answer messages as they arrive.", better: "Batch messages into two or three fixed windows." },
    { old: "Multitask to get more done.", better: "Finish one thing, then start the next." },
    { old: "Push through fatigue with more coffee.", better: "Take a real break and come back sharper." },
    { old: "Keep everything open just in case.", better: "Keep open only what this task needs." },
    { old: "Fill every idle moment with a screen.", better: "Let a few moments a day stay empty." },
  ],
};

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
