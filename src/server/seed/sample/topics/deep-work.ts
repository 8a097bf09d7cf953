import type { Topic } from "../topic";

export const deepWork: Topic = {
  tag: "deep-work",
  relatedTags: ["focus", "discipline", "goal-setting"],
  author: "daniel-reyes",
  label: "deep work",
  posts: [
    {
      title: "Scheduling Deep Work When Your Calendar Is Full",
      excerpt: "Deep work will not happen in the gaps between meetings. You have to book it like a meeting.",
      hook: "Almost everyone agrees that deep work matters: long, uninterrupted stretches on hard problems. Almost no one has a calendar that allows it. The gap between those two facts is not a lack of discipline. It is a lack of protected time.",
    },
    {
      title: "The Four-Hour Ceiling on Deep Work",
      excerpt: "Even experts manage only a few hours of truly deep work a day. Plan your day around that limit.",
      hook: "If you feel guilty that you cannot concentrate intensely for eight hours, let go of the guilt. People who study expert performance keep finding the same ceiling: around four hours of truly deep, deliberate work a day, often less.",
    },
    {
      title: "Shallow Work Is Not the Enemy",
      excerpt: "Email, admin and meetings are part of the job. The trick is to contain them, not to abolish them.",
      hook: "Writing about deep work can make shallow work sound shameful. It is not. Replying to colleagues, filling in forms and attending meetings keep the world running. The problem is not shallow work itself but letting it leak into every hour of the day.",
    },
    {
      title: "Rituals That Get You Into Deep Work Faster",
      excerpt: "A consistent start-up ritual can cut the time it takes to settle into hard work from thirty minutes to five.",
      hook: "The first half hour of a deep work session is often wasted: tidying, checking, fiddling, circling the task. A short, fixed ritual — the same place, the same drink, the same first action — can teach your brain to skip the circling and drop straight in.",
    },
    {
      title: "Deep Work for People Who Are Interrupted for a Living",
      excerpt: "Parents, managers and support staff cannot vanish for four hours. Deep work still fits, in smaller shapes.",
      hook: "Advice about deep work often assumes you can shut the door for a whole morning. Many people cannot: they manage teams, care for children, or are paid to be reachable. Deep work is still possible for them; it simply takes smaller, cleverer shapes.",
    },
  ],
  principles: [
    {
      heading: "Book it like a meeting",
      body: "Put deep work blocks in your calendar as real appointments, ideally at the same times each week. Other people respect a booked slot far more than a vague intention, and so, it turns out, do you.",
    },
    {
      heading: "Respect the ceiling",
      body: "Plan for two to four hours of truly deep work in a day, not eight. Put your hardest work in your best hours, and use the rest of the day for the lighter tasks that still need doing.",
    },
    {
      heading: "Contain the shallow work",
      body: "Gather email, admin and quick replies into two or three scheduled batches. Shallow work done in batches takes less total time and stops fragmenting the hours in between.",
    },
    {
      heading: "Start with a ritual",
      body: "The same place, the same drink, the same first action. A repeated start-up ritual reduces the friction of beginning and tells your brain which mode it is about to enter.",
    },
    {
      heading: "Define the session's output",
      body: "Before you start, write what the session should produce: a draft of section two, a working test for the parser, twenty pages read with notes. A clear output keeps deep work from drifting into aimless exploration.",
    },
    {
      heading: "Make yourself hard to reach, briefly",
      body: "Set a status, close messaging, silence the phone. Tell colleagues when you will be back. Most things can wait ninety minutes, and the few that cannot will find another way to reach you.",
    },
    {
      heading: "Use small blocks when big ones are impossible",
      body: "If your days are full of interruptions, forty-five focused minutes still counts. Two such blocks a day, protected fiercely, can move a hard project forward more than an occasional heroic morning.",
    },
    {
      heading: "End with a shutdown",
      body: "Finish the day by reviewing loose ends, writing tomorrow's plan and saying, even just to yourself, that work is done. A clear ending lets your mind rest, which is what makes tomorrow's deep work possible.",
    },
    {
      heading: "Train the capacity",
      body: "Concentration is a skill that weakens if every spare moment is filled with quick stimulation. Spend some time each week doing one thing slowly and completely: reading a long book, cooking a complex recipe, working a problem by hand.",
    },
    {
      heading: "Measure hours of depth",
      body: "Keep a tally of deep work hours each week. It is a humbling number at first, and a motivating one once it starts to rise. What gets counted tends to get protected.",
    },
  ],
  quotes: [
    "Deep work does not fit in the gaps. It needs a room of its own.",
    "Four focused hours will beat ten scattered ones.",
    "Shallow work is necessary; letting it set your schedule is optional.",
    "A ritual is a shortcut into concentration.",
    "Depth is a skill, and skills grow with practice.",
  ],
  steps: [
    "Find two ninety-minute slots next week and book them in your calendar.",
    "Write the specific output you want from each block.",
    "Choose a start-up ritual and use it every time.",
    "Set an away status and close messaging before you begin.",
    "Batch email into two fixed windows on deep work days.",
    "Keep a tally of deep work hours for the week.",
    "End each day with a five-minute shutdown and a plan for tomorrow.",
    "After two weeks, move the blocks to whichever hours worked best.",
  ],
  rules: [
    { old: "Fit deep work into the gaps.", better: "Book it in the calendar first." },
    { old: "Aim for eight hours of concentration.", better: "Aim for two to four hours, done well." },
    { old: "Reply to everything instantly.", better: "Batch shallow work into set windows." },
    { old: "Wait for the perfect uninterrupted morning.", better: "Protect forty-five minutes today." },
    { old: "Work until you collapse.", better: "End with a deliberate shutdown." },
  ],
};
