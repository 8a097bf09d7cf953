import type { Topic } from "./topic";

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
