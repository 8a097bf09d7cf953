import type { Topic } from "../topic";

export const gratitude: Topic = {
  tag: "gratitude",
  relatedTags: ["journaling", "stoicism", "self-compassion"],
  author: "ingrid-larsen",
  label: "gratitude",
  posts: [
    {
      title: "Gratitude Without the Greeting-Card Feeling",
      excerpt: "Gratitude does not have to be sugary. At its best it is simply paying closer attention.",
      hook: "The word gratitude comes wrapped in pastel colours and inspirational fonts, which puts many sensible people off it entirely. Strip the decoration away and what remains is plain and useful: the practice of noticing what is already going right.",
    },
    {
      title: "Three Good Things, Done Properly",
      excerpt: "The classic gratitude exercise works best when it is specific, brief and a little bit surprising.",
      hook: "Writing down three good things each evening is one of the most studied gratitude practices there is. It is also easy to do badly: the same three vague items every night, written half asleep. A few small changes make it far more effective.",
    },
    {
      title: "Being Grateful When Life Is Hard",
      excerpt: "Gratitude is not denial. You can be thankful for small things and still admit that things are difficult.",
      hook: "Telling someone who is struggling to “be grateful” is rarely helpful. And yet some of the most grateful people I have met were going through terrible times. The difference is that their gratitude did not deny the difficulty; it stood next to it.",
    },
    {
      title: "The Letter You Never Sent",
      excerpt: "Writing to someone who changed your life is one of the most powerful gratitude exercises there is.",
      hook: "Think of someone who helped shape who you are and who you never properly thanked: a teacher, an old boss, a grandparent, a friend from a difficult year. Writing them a letter — and perhaps even sending it — is a small act with surprisingly large effects.",
    },
    {
      title: "Gratitude and the Trap of More",
      excerpt: "We adapt to every improvement and then want the next one. Gratitude is a way off that treadmill.",
      hook: "The new phone is thrilling for a week. The pay rise feels wonderful for a month. Then both become normal, and we start wanting the next thing. Gratitude is one of the few reliable ways to step off that treadmill without giving up ambition.",
    },
  ],
  principles: [
    {
      heading: "Be specific",
      body: "“My family” is a category, not a moment. “My daughter laughing at her own joke at breakfast” is a moment, and it brings the feeling back with it. Specific entries keep gratitude from turning into a rote list.",
    },
    {
      heading: "Notice the ordinary",
      body: "Hot water, a working knee, a bus that came on time. Ordinary good things are easy to overlook precisely because they are reliable. Noticing them trains your attention to find good things everywhere, not only in big events.",
    },
    {
      heading: "Gratitude can sit beside grief",
      body: "You do not have to choose between acknowledging pain and appreciating what is good. Both can be true in the same day, even in the same hour. Gratitude that pretends nothing is wrong feels hollow; gratitude that includes the difficulty feels honest.",
    },
    {
      heading: "Imagine it gone",
      body: "A quiet exercise from the Stoics: picture, briefly, life without something you value — your health, a friend, your home. The point is not to frighten yourself but to see the thing freshly, as the gift it was before you got used to it.",
    },
    {
      heading: "Say it out loud",
      body: "Private gratitude is good; expressed gratitude is better. Telling someone exactly what they did and what it meant strengthens the relationship and tends to lift both of you for the rest of the day.",
    },
    {
      heading: "Less often can be more",
      body: "Some people find that a daily gratitude list goes stale quickly. Writing two or three times a week, with more care, can keep it fresh. The practice should feel like noticing, not homework.",
    },
    {
      heading: "Thank people for effort, not just results",
      body: "We often thank people when something goes well, but effort deserves thanks too — especially effort that did not pay off. Recognising the attempt is a kindness people remember for a long time.",
    },
    {
      heading: "Use gratitude against comparison",
      body: "Comparison looks sideways at what others have. Gratitude looks down at what is in your own hands. When you notice yourself comparing, a minute of deliberate gratitude can interrupt the spiral.",
    },
    {
      heading: "Savour on purpose",
      body: "When something good happens, stay with it for a few extra seconds. Notice the taste, the light, the relief. Savouring turns a passing moment into a memory you can return to.",
    },
    {
      heading: "Keep the practice light",
      body: "Gratitude should not become another thing you can fail at. If you miss a week, you have not broken anything. Come back to it when you remember, and let it be easy.",
    },
  ],
  quotes: [
    "Gratitude is attention that has learned where to look.",
    "The ordinary is only ordinary until it is gone.",
    "You can be thankful and struggling on the same day.",
    "Thank the effort, not only the outcome.",
    "Enough is a feast you can only see when you stop counting.",
  ],
  steps: [
    "Tonight, write three specific good things from your day.",
    "For each, add one line on why it happened.",
    "Choose one person who helped you this month and tell them.",
    "Once this week, spend a minute imagining life without something you value.",
    "Savour one small pleasure slowly each day.",
    "When you catch yourself comparing, name one thing you already have.",
    "Keep the notebook by your bed so the practice costs nothing.",
    "After a month, read back through what you wrote.",
  ],
  rules: [
    { old: "Write the same three things every night.", better: "Write one specific moment from today." },
    { old: "Gratitude means ignoring what is wrong.", better: "Gratitude can stand next to difficulty." },
    { old: "Keep your thanks to yourself.", better: "Tell people what they did and what it meant." },
    { old: "Only big events count.", better: "Ordinary good things count most." },
    { old: "Miss a day and the practice is ruined.", better: "Come back whenever you remember." },
  ],
};
