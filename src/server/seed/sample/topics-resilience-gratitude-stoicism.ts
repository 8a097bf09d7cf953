import type { Topic } from "./topic";

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
