import type { Topic } from "../topic";

export const resilience: Topic = {
  tag: "resilience",
  relatedTags: ["stoicism", "self-compassion", "mindset"],
  author: "theo-marsh",
  label: "resilience",
  posts: [
    {
      title: "Resilience Is Built in Ordinary Weeks",
      excerpt: "You do not find resilience in a crisis. You bring it with you, from the quiet weeks before.",
      hook: "People imagine resilience as something that appears in the hardest moment, a reserve of toughness summoned on demand. My years on hospital night shifts taught me otherwise. The people who coped best had built their resilience slowly, in ordinary weeks, long before anything went wrong.",
    },
    {
      title: "After the Setback: The First Seventy-Two Hours",
      excerpt: "What you do in the three days after a blow shapes how long it lasts. A short guide to the first steps.",
      hook: "A rejection, a diagnosis, a redundancy letter. In the first hours after a setback the mind races and the body follows. You do not need a grand plan in those hours. You need a few small, steadying actions that keep the blow from spreading into everything else.",
    },
    {
      title: "Bend, Don't Break: The Flexible Kind of Strength",
      excerpt: "Rigid toughness cracks under pressure. Resilience looks more like a willow than an oak.",
      hook: "There is a style of coping that looks strong: never admit difficulty, never change the plan, never ask for help. It works until it suddenly does not. The kind of resilience that lasts is flexible — it bends with the weight and then slowly straightens again.",
    },
    {
      title: "The Stories We Tell About Hard Times",
      excerpt: "The same event can become a wound or a turning point depending on the story you tell about it.",
      hook: "Two people can go through almost the same hardship and come out with completely different stories. One says, “this always happens to me.” The other says, “that was hard, and I learned something about myself.” The difference is not luck; it is a skill that can be practised.",
    },
    {
      title: "Resilience Needs Other People",
      excerpt: "The myth of the lone survivor hides the truth: we recover best together.",
      hook: "We celebrate individual grit, but almost every story of recovery I have heard includes someone else: a friend who kept calling, a colleague who covered a shift, a neighbour who brought soup. Resilience is personal, but it is rarely solitary.",
    },
  ],
  principles: [
    {
      heading: "Keep the basics boring",
      body: "Sleep, food, movement and daylight are unglamorous, and they are the foundation of every coping skill you have. When life gets hard, protect them first. A rested body gives the mind far more room to think clearly.",
    },
    {
      heading: "Name what happened, plainly",
      body: "Putting a setback into simple words — “I lost the contract and I am frightened about money” — takes some of its charge away. Vague dread is harder to work with than a clear sentence, even a painful one.",
    },
    {
      heading: "Separate the event from the verdict",
      body: "A failure is something that happened; it is not a ruling on who you are. Notice when your thoughts jump from “this went wrong” to “I always get it wrong.” The first is information. The second is a story you can question.",
    },
    {
      heading: "Shrink the time horizon",
      body: "When the future looks overwhelming, stop looking at it for a while. What needs doing in the next hour? What about today? Resilience is often just a series of manageable hours strung together.",
    },
    {
      heading: "Look for what is still in your control",
      body: "Even in a bad situation there is usually something you can influence: how you spend the evening, who you call, what you eat. Acting on those small things restores a sense of agency that the setback took away.",
    },
    {
      heading: "Let people in early",
      body: "Many of us wait until we are completely overwhelmed before telling anyone. Reach out sooner, while it still feels slightly unnecessary. Support is easier to receive when you are bending than when you have already broken.",
    },
    {
      heading: "Practise discomfort in small doses",
      body: "Regular, voluntary challenges — a cold swim, a hard hike, a difficult conversation — teach your nervous system that discomfort passes. That lesson is stored somewhere deeper than thought, and it is there when you need it.",
    },
    {
      heading: "Rewrite the story slowly",
      body: "You do not have to find the silver lining right away, and forcing it often feels false. Over weeks, ask gentle questions: what did this show me, what would I do differently, what am I proud of in how I coped?",
    },
    {
      heading: "Allow the low days",
      body: "Resilience does not mean feeling fine. It includes days of grief, anger and flatness. Letting those days happen, rather than fighting them, usually shortens them.",
    },
    {
      heading: "Give as well as receive",
      body: "Helping someone else, even in a small way, is one of the most reliable routes back to feeling capable. It reminds you that you still have something to offer, which hardship often makes you forget.",
    },
  ],
  quotes: [
    "Resilience is not the absence of difficulty. It is the habit of returning.",
    "You are allowed to bend. Bending is how you avoid breaking.",
    "The story you tell about a setback becomes part of the setback.",
    "Hard times are easier to carry when someone else holds a corner.",
    "Recovery is rarely a straight line, and that is not a sign it has failed.",
  ],
  steps: [
    "Write one plain sentence about what happened and how you feel.",
    "Protect your sleep for the next three nights, whatever else slips.",
    "Tell one person you trust, even briefly.",
    "List three things that are still within your control this week.",
    "Do one of them today, however small.",
    "Get outside in daylight for at least twenty minutes.",
    "Postpone big decisions until the first wave has passed.",
    "In a week, write down one thing you handled better than you expected.",
  ],
  rules: [
    { old: "Be strong and keep it to yourself.", better: "Tell someone early, while it is still small." },
    { old: "Make big decisions while the feeling is fresh.", better: "Wait for the first wave to pass." },
    { old: "Find the silver lining straight away.", better: "Let the meaning come slowly." },
    { old: "Push through on less sleep.", better: "Guard sleep first when things are hard." },
    { old: "A bad day means you are not coping.", better: "Bad days are part of coping." },
  ],
};
