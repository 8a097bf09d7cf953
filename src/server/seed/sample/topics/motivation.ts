import type { Topic } from "../topic";

export const motivation: Topic = {
  tag: "motivation",
  relatedTags: ["discipline", "goal-setting", "habits"],
  author: "aiko-tanaka",
  label: "motivation",
  posts: [
    {
      title: "Motivation Follows Action, Not the Other Way Round",
      excerpt: "Waiting to feel motivated is the most common reason people never start. Start, and the feeling arrives.",
      hook: "We usually picture motivation as fuel: fill the tank, then drive. In practice it works more like a dynamo. The engine starts first, and the movement itself generates the energy to keep going.",
    },
    {
      title: "When the Spark Is Gone: Restarting a Stalled Project",
      excerpt: "Every long project has a flat middle. Here is how to find your way back into one you've abandoned.",
      hook: "There is a drawer, physical or digital, where half-finished projects go to wait. Coming back to one is hard, not because the work is difficult but because the original excitement has faded and something like embarrassment has taken its place.",
    },
    {
      title: "Intrinsic Motivation and the Joy of Getting Better",
      excerpt: "Rewards and deadlines help in the short run. Mastery, autonomy and meaning keep you going for years.",
      hook: "Prizes, deadlines and approval all push us forward, and sometimes that is exactly what we need. But the motivation that sustains people for decades usually comes from somewhere quieter: the pleasure of getting better at something they chose.",
    },
    {
      title: "Why Big Goals Kill Motivation",
      excerpt: "A goal too far away gives your brain nothing to celebrate. Shorten the distance to the next win.",
      hook: "A huge goal can be inspiring on the first day. By the third week it is often the opposite: the distance between where you are and where you want to be feels so large that every day's effort seems pointless. Motivation needs progress it can see.",
    },
    {
      title: "Motivation on Low-Energy Days",
      excerpt: "Some days the tank really is empty. You can still do something — just choose the right something.",
      hook: "Not every lack of motivation is a problem to be solved. Sometimes you are tired, unwell or grieving, and your body is asking for less. The useful skill is telling those days apart from ordinary reluctance, and having a plan for both.",
    },
  ],
  principles: [
    {
      heading: "Start before you feel ready",
      body: "Readiness is a feeling that usually arrives after you begin. Set a timer for ten minutes and start, with permission to stop when it rings. More often than not, you will keep going.",
    },
    {
      heading: "Make progress visible",
      body: "Motivation feeds on evidence. A chart on the wall, a jar of marbles, a list of finished chapters: anything that lets you see how far you have come makes the next step feel worth taking.",
    },
    {
      heading: "Shorten the distance to a win",
      body: "Break the goal into pieces small enough to finish this week. Each finished piece is a small reward, and a string of small rewards does more for motivation than one distant prize.",
    },
    {
      heading: "Find the part you enjoy",
      body: "Most worthwhile pursuits have parts you love and parts you tolerate. Lean into the enjoyable part and let it pull you through the rest. If there is no enjoyable part at all, the goal may not be yours.",
    },
    {
      heading: "Choose your own reasons",
      body: "Goals set to please other people run out of fuel quickly. Write down why this matters to you, in your own words. If you cannot, consider whether it is worth pursuing at all.",
    },
    {
      heading: "Have a low-energy version",
      body: "Decide in advance what a tired day looks like: ten minutes instead of an hour, reading instead of writing, a walk instead of a run. Doing the low-energy version keeps the thread alive without ignoring your limits.",
    },
    {
      heading: "Re-enter with the smallest task",
      body: "To restart a stalled project, do not reread everything or make a grand new plan. Find the smallest useful task — fix one paragraph, answer one email — and do it today. Re-entry is the hard part; the rest follows.",
    },
    {
      heading: "Borrow motivation from others",
      body: "Working alongside someone, joining a group or simply telling a friend your plan can lend you energy you do not have alone. Motivation is surprisingly contagious.",
    },
    {
      heading: "Reward the process",
      body: "Celebrate showing up, not only finishing. A small treat after a week of consistent effort links the reward to the behaviour you want to repeat, which is the behaviour that eventually produces results.",
    },
    {
      heading: "Rest is not quitting",
      body: "A planned pause is different from giving up. Sometimes motivation returns only after real rest. Give the pause an end date, and come back when it arrives.",
    },
  ],
  quotes: [
    "Motivation is what you get for starting, not what you need to start.",
    "Nobody feels motivated every day. The people who finish start anyway.",
    "Make the next win close enough to see.",
    "Your reasons have to be yours, or they will not last the winter.",
    "Rest with an end date is part of the plan, not the end of it.",
  ],
  steps: [
    "Write one sentence about why this goal matters to you.",
    "Break it into a piece you can finish this week.",
    "Set a ten-minute timer and begin, whatever your mood.",
    "Make your progress visible somewhere you look every day.",
    "Define a low-energy version for difficult days.",
    "Tell one person what you are working on.",
    "Celebrate a week of showing up with something small.",
    "If you stall, restart with the smallest useful task.",
  ],
  rules: [
    { old: "Wait to feel motivated.", better: "Start for ten minutes and see." },
    { old: "Keep your eyes on the big goal.", better: "Keep your eyes on the next small win." },
    { old: "Reward yourself only at the finish.", better: "Reward the weeks of showing up." },
    { old: "A low day means you have failed.", better: "A low day gets the low-energy version." },
    { old: "Pursue what impresses others.", better: "Pursue what you have your own reasons for." },
  ],
};
