import type { Topic } from "../topic";

export const mindset: Topic = {
  tag: "mindset",
  relatedTags: ["resilience", "motivation", "self-compassion"],
  author: "maya-okafor",
  label: "a growth mindset",
  posts: [
    {
      title: "The Word “Yet” and the Growth Mindset",
      excerpt: "“I can't do this” and “I can't do this yet” describe the same moment and lead to very different futures.",
      hook: "Add one word to the end of a sentence and it changes direction. “I am not good at presenting” is a verdict. “I am not good at presenting yet” is a starting point. That small word captures most of what the growth mindset is about.",
    },
    {
      title: "Talent Is Overrated, Practice Is Underrated",
      excerpt: "We notice talent because it is dramatic. We overlook practice because it is slow. Practice wins.",
      hook: "We love stories of natural talent: the child prodigy, the effortless athlete. They make for good television. Look closer at almost any expert, though, and you find years of unglamorous practice that nobody filmed.",
    },
    {
      title: "Learning to Enjoy Being a Beginner",
      excerpt: "Adults avoid new skills because beginning feels embarrassing. It doesn't have to.",
      hook: "Children are beginners all the time and think nothing of it. Adults avoid it at almost any cost. We stick to what we already do well, because being bad at something in front of other people feels unbearable. Learning to enjoy being a beginner opens a surprising number of doors.",
    },
    {
      title: "Feedback Without the Sting",
      excerpt: "Criticism hurts because we hear it as a judgement of who we are. Hear it as information instead.",
      hook: "Even gentle feedback can land like a blow. Our faces go hot, we start composing a defence, and we stop listening. The growth mindset offers a different way to hear it: not as a verdict on who we are, but as information about what to try next.",
    },
    {
      title: "Effort Is Not the Whole Story",
      excerpt: "A growth mindset is not just “try harder.” It is trying differently, asking for help and changing strategy.",
      hook: "The growth mindset is sometimes reduced to a slogan about effort: work hard and you can do anything. That misses the point. Effort with the wrong strategy produces frustration, not growth. The real idea is richer and more practical.",
    },
  ],
  principles: [
    {
      heading: "Abilities are developed, not fixed",
      body: "The core claim is simple: most abilities grow with practice, good strategies and help from others. Believing this does not make you talented overnight, but it changes how you respond to difficulty — as a sign to keep learning rather than a sign to stop.",
    },
    {
      heading: "Add “yet”",
      body: "When you hear yourself say “I can't” or “I am not good at”, add “yet”. It is a small linguistic trick that reframes a fixed judgement as a point on a path. Said often enough, it starts to change what you attempt.",
    },
    {
      heading: "Praise the process",
      body: "Praise for being clever encourages people to avoid challenges that might prove otherwise. Praise for effort, strategy and persistence encourages the opposite. Apply this to yourself as much as to children or colleagues.",
    },
    {
      heading: "Change strategy, not just effort",
      body: "If hard work is not paying off, working harder in the same way rarely helps. Ask what else you could try: a different method, a teacher, a smaller step, more rest. Growth comes from adjusting, not only from grinding.",
    },
    {
      heading: "Seek out feedback",
      body: "Rather than waiting for criticism to arrive, ask for it on your own terms: “What is one thing I could do better next time?” Specific questions get specific answers, and asking puts you in the learner's seat rather than the defendant's.",
    },
    {
      heading: "Let beginners be bad",
      body: "Every skill starts with a clumsy phase. Expecting to be good immediately is the surest way to quit. Give yourself a clear beginner period — say, the first twenty sessions — in which being bad is the whole point.",
    },
    {
      heading: "Notice your fixed-mindset triggers",
      body: "Nobody has a growth mindset all the time. Most of us slip into fixed thinking under particular conditions: criticism, a talented colleague, a public mistake. Knowing your triggers lets you catch the slip sooner.",
    },
    {
      heading: "Learn from others' success",
      body: "When someone else succeeds, a fixed mindset feels threatened. A growth mindset asks what they did and what can be learned. Envy becomes curiosity, which is far more useful.",
    },
    {
      heading: "Practise deliberately",
      body: "Not all practice is equal. Deliberate practice targets the edge of your current ability, with clear goals and quick feedback. An hour of it is worth many hours of repeating what you can already do.",
    },
    {
      heading: "Keep evidence of growth",
      body: "Save your first attempts: the early drawings, the first draft, the recording of your first talk. Comparing them with later work is the most convincing argument for a growth mindset you will ever find.",
    },
  ],
  quotes: [
    "“Not yet” is a much kinder verdict than “never”.",
    "Every expert was once a clumsy beginner who did not stop.",
    "Feedback is information, not a sentence passed on who you are.",
    "If effort is not working, change the strategy, not your opinion of yourself.",
    "Keep your first attempts. They are the proof that you can grow.",
  ],
  steps: [
    "Choose one skill you have avoided because you feel bad at it.",
    "Commit to twenty beginner sessions with no judgement.",
    "Each time you say “I can't”, add “yet”.",
    "Ask one person for one specific piece of feedback this week.",
    "When stuck, write three different strategies you could try.",
    "Keep a folder of your early attempts.",
    "When someone else succeeds, ask them what they did.",
    "After a month, compare your latest attempt with your first.",
  ],
  rules: [
    { old: "Either you have a talent or you don't.", better: "Most abilities grow with practice and help." },
    { old: "Work harder when stuck.", better: "Try a different strategy when stuck." },
    { old: "Avoid things you are bad at.", better: "Give yourself a beginner season." },
    { old: "Defend yourself against criticism.", better: "Ask for the feedback you want." },
    { old: "Compare yourself with experts.", better: "Compare yourself with your past self." },
  ],
};
