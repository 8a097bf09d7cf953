import type { Topic } from "../topic";

export const selfCompassion: Topic = {
  tag: "self-compassion",
  relatedTags: ["resilience", "journaling", "gratitude"],
  author: "aiko-tanaka",
  label: "self-compassion",
  posts: [
    {
      title: "Self-Compassion Is Not Letting Yourself Off the Hook",
      excerpt: "Kindness toward yourself makes you more accountable, not less. The research and the everyday logic agree.",
      hook: "Many high achievers are wary of self-compassion. They worry that if they stop being hard on themselves, they will stop trying. It is an understandable fear, and it turns out to be mistaken: people who treat their failures kindly are more likely to learn from them and try again.",
    },
    {
      title: "How Would You Talk to a Friend?",
      excerpt: "The simplest self-compassion exercise: notice your inner voice, then answer it the way you'd answer a friend.",
      hook: "Imagine a friend tells you they made a mistake at work and feel stupid. You would not say, “Yes, you are hopeless.” Yet that is roughly what many of us say to ourselves several times a day. Noticing the gap is the first step toward closing it.",
    },
    {
      title: "The Inner Critic Has a Job. Give It a Better One",
      excerpt: "Your harsh inner voice is trying to protect you. It just uses the wrong methods.",
      hook: "The inner critic is not a villain. Most of the time it is trying to keep you safe from failure, rejection or embarrassment. The trouble is that its methods — shame, threats, catastrophising — tend to make things worse. You can thank it for its concern and change its script.",
    },
    {
      title: "Self-Compassion After a Setback",
      excerpt: "The hours after a failure are when we are cruellest to ourselves, and when kindness helps most.",
      hook: "You missed the deadline, snapped at your child, relapsed into an old habit. In the aftermath the inner voice often turns savage. This is the moment self-compassion is most needed and hardest to find, so it helps to have a plan prepared in calmer times.",
    },
    {
      title: "Rest Without Earning It",
      excerpt: "Many of us only allow ourselves rest after we've worked hard enough. That bargain keeps us exhausted.",
      hook: "Do you feel you have to earn a night off? Many of us run an unspoken bargain: rest is a reward for productivity, and there is always more to be productive about. Self-compassion begins by questioning that bargain.",
    },
  ],
  principles: [
    {
      heading: "Notice the voice",
      body: "Before you can change your inner dialogue, you have to hear it. For a day, jot down the things you say to yourself after small mistakes. The words are often harsher than you would use with anyone else.",
    },
    {
      heading: "Answer as a friend would",
      body: "When you catch a harsh thought, ask what a good friend would say instead. Usually it is something like: that was hard, anyone could have slipped, what do you need now? Say that to yourself, even if it feels awkward.",
    },
    {
      heading: "Remember common humanity",
      body: "Failure feels isolating, as if you alone are struggling. In fact, mistakes, doubt and setbacks are among the most shared human experiences. Reminding yourself of that softens the shame without excusing the mistake.",
    },
    {
      heading: "Kindness is compatible with standards",
      body: "You can hold high standards and still treat yourself gently when you fall short. A good coach does both: expects a lot, and responds to mistakes with encouragement rather than contempt. Be that coach for yourself.",
    },
    {
      heading: "Thank the critic, then change the script",
      body: "The inner critic usually wants to protect you. Acknowledge that — “I know you are worried this will go badly” — and then offer a more helpful message: “Let's prepare properly and see what happens.”",
    },
    {
      heading: "Use touch and breath",
      body: "It sounds odd, but a hand on your chest or a few slow breaths can calm the body's threat response. Self-compassion is not only a thought; it is also a physical signal that you are safe enough to think clearly.",
    },
    {
      heading: "Take responsibility without self-punishment",
      body: "Owning a mistake means acknowledging it, repairing what you can and learning for next time. Punishing yourself for days adds nothing to that list. It only makes you less likely to look at the mistake honestly.",
    },
    {
      heading: "Rest is a need, not a prize",
      body: "Rest that must be earned is always postponed. Schedule it as you would any other need, like eating or sleeping. You will often find you work better, not worse, when rest is no longer a reward.",
    },
    {
      heading: "Write yourself a letter",
      body: "When something weighs on you, write a short letter to yourself from the perspective of a wise, kind friend. It feels strange at first. It is also one of the most effective self-compassion exercises there is.",
    },
    {
      heading: "Practise in small moments",
      body: "Self-compassion is easier to reach in a crisis if you have practised it in small ones: a spilled coffee, a missed train, a clumsy sentence. Each small moment of kindness makes the next one more available.",
    },
  ],
  quotes: [
    "Speak to yourself as you would to someone you love.",
    "Kindness after a mistake is how you stay willing to try again.",
    "Your inner critic is worried about you. It just has terrible manners.",
    "Rest is not a prize for being productive. It is part of being alive.",
    "You can hold high standards with gentle hands.",
  ],
  steps: [
    "For one day, write down the harsh things you say to yourself.",
    "Next to each, write what a kind friend would say instead.",
    "After a mistake, place a hand on your chest and take three slow breaths.",
    "Remind yourself that this is something many people go through.",
    "Decide on one repair and one lesson, then close the matter.",
    "Schedule one period of rest this week that you do not have to earn.",
    "Write yourself a short letter from a wise friend's point of view.",
    "Notice one small moment each day to respond with kindness.",
  ],
  rules: [
    { old: "Be hard on yourself so you improve.", better: "Be kind so you keep trying." },
    { old: "Rest once everything is done.", better: "Schedule rest like any other need." },
    { old: "Mistakes prove you are not good enough.", better: "Mistakes prove you are human and learning." },
    { old: "Silence the inner critic.", better: "Thank it, then give it a better script." },
    { old: "Punish yourself until you feel better.", better: "Repair, learn and move on." },
  ],
};
