import type { Topic } from "../topic";

export const goalSetting: Topic = {
  tag: "goal-setting",
  relatedTags: ["motivation", "habits", "journaling"],
  author: "aiko-tanaka",
  label: "goal setting",
  posts: [
    {
      title: "Goals You Can Actually Keep",
      excerpt: "Most goals fail at the moment they are set. A few questions at the start save months of frustration.",
      hook: "January is full of goals that will be quietly dropped by March. The problem is rarely effort. It is that the goals were set in a burst of optimism, without asking whether they fit the life in which they had to be pursued.",
    },
    {
      title: "Systems Beat Goals, but You Still Need Both",
      excerpt: "A goal gives direction; a system gets you there. Confusing the two is why so many plans stall.",
      hook: "It has become fashionable to say that goals do not matter and only systems do. There is truth in it: the daily process is what produces results. But a system without a direction is just busyness. The useful question is how the two work together.",
    },
    {
      title: "The Quarterly Review: Goal Setting in Seasons",
      excerpt: "A year is too long to plan well. Twelve weeks is long enough to matter and short enough to see.",
      hook: "A year is a strange unit for goals. It is too long to hold in your head and too short to change a life. I now set goals in quarters: twelve weeks, reviewed honestly at the end, with room to change direction before too much time is lost.",
    },
    {
      title: "Letting Go of a Goal That No Longer Fits",
      excerpt: "Quitting has a bad name. Sometimes abandoning a goal is the wisest decision you can make.",
      hook: "We admire persistence and distrust quitting. But some goals were set by a version of us who wanted different things, knew less or faced different circumstances. Carrying them forward out of guilt is not discipline. It is inertia.",
    },
    {
      title: "From Vague Wish to Clear Goal",
      excerpt: "“Get fit” is a wish. “Walk for thirty minutes after lunch, five days a week” is a goal you can start today.",
      hook: "Most goals begin as wishes: be healthier, write more, save money. Wishes are valuable because they point at what we want. But they are hard to act on. Turning a wish into a goal is mostly a matter of making it concrete enough to start tomorrow.",
    },
  ],
  principles: [
    {
      heading: "Start from values, not targets",
      body: "Before choosing a number, ask what you care about and why. A goal rooted in a real value survives setbacks better than one chosen because it sounded impressive. The value is the compass; the goal is one route.",
    },
    {
      heading: "Make it concrete",
      body: "A good goal answers what, when, how often and how you will know. “Read more” becomes “read twenty pages before bed on weeknights.” Concrete goals are easier to start and easier to review honestly.",
    },
    {
      heading: "Set fewer goals",
      body: "Every goal competes for the same limited time and attention. Three goals pursued seriously will take you further than ten pursued half-heartedly. Choose, and write the rest on a someday list.",
    },
    {
      heading: "Pair each goal with a system",
      body: "For every goal, define the daily or weekly action that moves it forward. The goal tells you where you are going; the system is what you actually do on a Tuesday morning.",
    },
    {
      heading: "Plan for obstacles",
      body: "Ask, at the start, what is most likely to get in the way, and decide now what you will do when it does. “If I am travelling, I will do the ten-minute version in the hotel room.” Prepared obstacles are much smaller.",
    },
    {
      heading: "Work in twelve-week seasons",
      body: "Twelve weeks is long enough for real progress and short enough to feel urgent. At the end of each season, review what happened and choose the next season's goals with fresh information.",
    },
    {
      heading: "Measure leading indicators",
      body: "The result you want often lags weeks or months behind the effort. Track the actions you control — sessions completed, pages written, calls made — because they tell you whether you are on course long before the result does.",
    },
    {
      heading: "Review without blame",
      body: "A review is for learning, not judging. What worked? What did not? What surprised you? Honest answers lead to better goals next time; harsh verdicts only lead to avoiding the review.",
    },
    {
      heading: "Give yourself permission to quit",
      body: "Sometimes the wise move is to drop a goal. If it no longer connects to what you value, or the cost has become too high, let it go deliberately. A conscious ending frees energy for what matters now.",
    },
    {
      heading: "Write it where you will see it",
      body: "A goal that lives only in your head fades. Write it on a card by your desk or at the top of your weekly plan. Seeing it often keeps it present in the small decisions where goals are actually won.",
    },
  ],
  quotes: [
    "A goal without a system is a wish with a deadline.",
    "Choose fewer goals, and choose them on purpose.",
    "Quitting the wrong goal is how you make room for the right one.",
    "Twelve weeks is long enough to matter and short enough to see.",
    "Measure what you do; the results will report on themselves later.",
  ],
  steps: [
    "Write down what you value most this year in three words.",
    "Choose no more than three goals that serve those values.",
    "Make each goal concrete: what, when, how often, how you will know.",
    "Define the weekly action that moves each goal forward.",
    "List the most likely obstacle and your plan for it.",
    "Track the actions, not just the result.",
    "Put a twelve-week review in your calendar now.",
    "At the review, keep, change or deliberately drop each goal.",
  ],
  rules: [
    { old: "Set as many goals as you can.", better: "Choose three and do them well." },
    { old: "Keep the goal inspiring and vague.", better: "Make it concrete enough to start tomorrow." },
    { old: "Plan the whole year at once.", better: "Plan a twelve-week season." },
    { old: "Never give up on a goal.", better: "Drop goals that no longer fit, on purpose." },
    { old: "Check only the final result.", better: "Track the actions you control." },
  ],
};
