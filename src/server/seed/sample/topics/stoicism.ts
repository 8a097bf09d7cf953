import type { Topic } from "../topic";

export const stoicism: Topic = {
  tag: "stoicism",
  relatedTags: ["resilience", "discipline", "journaling"],
  author: "ingrid-larsen",
  label: "Stoic practice",
  posts: [
    {
      title: "What Is Up to Us: The Stoic Dichotomy in Daily Life",
      excerpt: "The oldest idea in Stoicism is also the most practical: sort what you control from what you don't.",
      hook: "The Stoics opened their teaching with a simple distinction. Some things are up to us — our judgements, our intentions, our actions — and most things are not. Two thousand years later it remains the most practical sentence in the whole philosophy.",
    },
    {
      title: "The Evening Review, a Stoic Habit Worth Stealing",
      excerpt: "Seneca examined each day before sleep. Ten minutes of the same practice can change how you live tomorrow.",
      hook: "Seneca described sitting quietly each night and going over his day: where he had acted well, where he had been short-tempered, what he might do differently. It was not self-punishment. It was a kind of bookkeeping for character, and it translates well to modern life.",
    },
    {
      title: "Premeditating Adversity Without Becoming Gloomy",
      excerpt: "Imagining what could go wrong sounds morbid. Done well, it makes you calmer, braver and more grateful.",
      hook: "The Stoics recommended a strange exercise: imagine, in advance, the things that might go wrong. Modern readers often find it morbid. Yet practised lightly, it has the opposite effect. It loosens fear's grip and makes ordinary days feel more precious.",
    },
    {
      title: "Stoicism Is Not About Suppressing Emotion",
      excerpt: "The popular image of the Stoic is a person with no feelings. The real Stoics wanted something more interesting.",
      hook: "Say “stoic” today and people picture a stiff upper lip: someone who feels nothing, or at least shows nothing. The ancient Stoics would have been puzzled. They were not trying to feel less; they were trying to judge more clearly, so that their emotions followed true beliefs rather than false ones.",
    },
    {
      title: "A Stoic Morning in Ten Minutes",
      excerpt: "Marcus Aurelius prepared himself each morning for difficult people. A short modern version of his routine.",
      hook: "Marcus Aurelius began some mornings by reminding himself that he would meet ungrateful, arrogant and dishonest people that day — and that he would not be harmed by them unless he chose to be. It sounds bleak, but it is really a form of preparation, and it fits into ten quiet minutes.",
    },
  ],
  principles: [
    {
      heading: "Sort the problem into two piles",
      body: "Take whatever is troubling you and divide it: the parts you can influence and the parts you cannot. Put your effort into the first pile. For the second, practise acceptance — not approval, just an end to arguing with reality.",
    },
    {
      heading: "Judgements, not events, disturb us",
      body: "Epictetus taught that it is not things themselves that upset us but our opinions about them. The traffic jam is just cars; the fury comes from the belief that it should not be happening to you. Examining the belief gives you room to respond differently.",
    },
    {
      heading: "Review the day without cruelty",
      body: "An evening review works only if it is honest and kind. Note what went well, what went badly and what you will try tomorrow. Then close the book. The aim is improvement, not a nightly trial.",
    },
    {
      heading: "Rehearse the difficult",
      body: "Briefly imagine losing something or facing a hard conversation. When the moment comes, it will feel less like an ambush. And in the meantime, the thing you imagined losing will seem more precious.",
    },
    {
      heading: "Virtue is the only true good",
      body: "The Stoics held that wisdom, courage, justice and moderation are the only things good in themselves. Money, status and comfort are “preferred indifferents”: pleasant to have, but not worth compromising your character for. It is a demanding idea and a clarifying one.",
    },
    {
      heading: "Practise voluntary discomfort",
      body: "Seneca suggested spending a few days each month living simply, with plain food and rough clothes, asking “is this what I feared?” Small doses of chosen hardship make the unchosen kind less frightening.",
    },
    {
      heading: "Take the view from above",
      body: "When a problem fills your whole field of vision, zoom out. Picture your city, your country, the earth from far away. The problem does not vanish, but it returns to its true size, and so does your worry about it.",
    },
    {
      heading: "Other people are part of the weather",
      body: "Difficult colleagues and rude strangers are, to a Stoic, like rain: not within your control, and not a reason to abandon your own conduct. You can still choose patience and fairness, whatever they choose.",
    },
    {
      heading: "Focus on the present action",
      body: "Marcus Aurelius urged himself to do each task as if it were the last of his life, without haste or pretence. Whatever you think of the phrasing, the instruction is clear: put your full attention on what is in front of you now.",
    },
    {
      heading: "Memento mori, gently",
      body: "Remembering that life is finite is not meant to depress you. It is meant to sort your priorities. With limited time, grudges look expensive and kindness looks cheap.",
    },
  ],
  quotes: [
    "We suffer more often in imagination than in reality.",
    "It is not events that disturb us, but our judgements about them.",
    "Control what you can; accept what you cannot; learn to tell them apart.",
    "A difficult person is a chance to practise patience you would otherwise never need.",
    "The obstacle in the path is often the path itself.",
  ],
  steps: [
    "Each morning, name one difficulty you expect and how you want to meet it.",
    "When upset, write the event and then, separately, your judgement about it.",
    "Sort one current worry into what you control and what you do not.",
    "Once a week, spend a day with one small voluntary discomfort.",
    "Each evening, ask three questions: what went well, what went badly, what next.",
    "When a problem looms, picture it from far above for one minute.",
    "Choose one virtue to practise deliberately this week.",
    "Read a page of the Stoics before bed and note one line that applies.",
  ],
  rules: [
    { old: "Try to control the outcome.", better: "Control your effort; release the outcome." },
    { old: "Hide what you feel.", better: "Examine the belief behind the feeling." },
    { old: "Avoid thinking about what could go wrong.", better: "Rehearse it briefly, then get on with the day." },
    { old: "Let other people set your mood.", better: "Treat their behaviour like weather." },
    { old: "Judge the day by what happened to you.", better: "Judge it by how you acted." },
  ],
};
