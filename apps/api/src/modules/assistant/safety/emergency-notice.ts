import { EMERGENCY_NUMBERS as N } from '@redhope/domain';
import type { AnswerLanguage } from '../text/language';
import type { RedFlagCategory } from './red-flags';

/** The first thing to do, in one line: the emergency card shows it under the numbers. */
const FIRST_ACTION: Record<AnswerLanguage, Record<RedFlagCategory, string>> = {
  en: {
    'chest-pain': 'Stop and rest, sitting or lying down (or help the person to); no one with chest pain should drive or be left alone.',
    breathing: 'Sit upright, leaning slightly forward (or help the person to), and loosen tight clothing.',
    bleeding: 'Press firmly on the wound with a clean cloth and do not lift it to look.',
    'head-injury': 'Keep the person still and lying down, head and neck in line; if they vomit, turn them on their side, keeping the head and neck in line.',
    fainting: 'Not breathing normally: push hard and fast on the centre of the chest (CPR) until help comes. Breathing: turn them on their side.',
    stroke: 'Note the time the signs began and give nothing to eat or drink.',
    'self-harm': 'Stay with someone you trust and move away from anything you could hurt yourself with.',
    seizure: 'Clear the space, cushion the head, and put nothing in the mouth.',
    poisoning: 'Do not make the person vomit; keep the container to show at the hospital.',
    'snake-bite': 'Keep the person still, the bitten limb still and low; do not cut, suck or tie it.',
    allergy: 'Use an adrenaline auto-injector if one was prescribed; lie down with legs raised, or sit up if breathing is hard.',
    'child-fever': 'Take the child to a hospital now; do not wait for the fever medicine to work.',
    pregnancy: `Lie down on your left side and go to hospital now (${N.mothersAndInfants} for transport).`,
    burns: 'Cool the burn under cool running water for 20 minutes; no ice, butter or toothpaste.',
  },
  hi: {
    'chest-pain': 'रुकें और बैठकर या लेटकर आराम करें (या व्यक्ति की मदद करें); सीने में दर्द वाला व्यक्ति न गाड़ी चलाए, न अकेला रहे।',
    breathing: 'सीधे बैठें, थोड़ा आगे झुकें (या व्यक्ति की मदद करें), और तंग कपड़े ढीले करें।',
    bleeding: 'साफ कपड़े से घाव को ज़ोर से दबाएं और देखने के लिए कपड़ा न हटाएं।',
    'head-injury': 'व्यक्ति को लिटाकर स्थिर रखें, सिर और गर्दन सीधी रेखा में; उल्टी हो तो सिर और गर्दन सीधी रखते हुए करवट दिलाएं।',
    fainting: 'सांस ठीक न चले तो मदद आने तक छाती के बीच में ज़ोर से और तेज़ी से दबाएं (सीपीआर)। सांस चले तो करवट से लिटाएं।',
    stroke: 'लक्षण शुरू होने का समय नोट करें और खाने-पीने को कुछ न दें।',
    'self-harm': 'किसी भरोसेमंद व्यक्ति के साथ रहें और खुद को नुकसान पहुंचाने वाली चीज़ों से दूर हो जाएं।',
    seizure: 'आसपास जगह खाली करें, सिर के नीचे कुछ नरम रखें, मुंह में कुछ न डालें।',
    poisoning: 'उल्टी न करवाएं; जो खाया-पिया उसका डिब्बा या नाम अस्पताल ले जाएं।',
    'snake-bite': 'व्यक्ति और काटे गए अंग को स्थिर और नीचे रखें; न काटें, न चूसें, न कसकर बांधें।',
    allergy: 'डॉक्टर का दिया एड्रेनालिन इंजेक्शन हो तो लगाएं; लेटकर पैर ऊपर करें, सांस में दिक्कत हो तो बैठें।',
    'child-fever': 'बच्चे को अभी अस्पताल ले जाएं; बुखार की दवा के असर का इंतज़ार न करें।',
    pregnancy: `बाईं करवट लेटें और अभी अस्पताल जाएं (वाहन के लिए ${N.mothersAndInfants})।`,
    burns: 'जले हिस्से पर 20 मिनट तक ठंडा बहता पानी डालें; बर्फ, मक्खन या टूथपेस्ट न लगाएं।',
  },
};

/** What to do in the minutes before help arrives; short, safe, and never a medicine or a dose. */
const FIRST_STEPS: Record<AnswerLanguage, Record<Exclude<RedFlagCategory, 'self-harm'>, string>> = {
  en: {
    'chest-pain': 'Stop all activity and rest, sitting or half-lying in a comfortable position (or help the person to), and loosen tight clothing. No one with chest pain should drive to hospital or be left alone. If the person collapses and is not breathing normally, start CPR: push hard and fast in the centre of the chest until help arrives.',
    breathing: 'Sit upright, leaning slightly forward (or help the person to), and loosen tight clothing. If an inhaler has been prescribed, use it as taught. Get fresh air, and do not leave the person alone.',
    bleeding: 'Press firmly on the wound with a clean cloth and keep pressing without lifting to look. Raise the injured part if you can. If bleeding is from inside (vomiting or coughing blood, black stools), lie down and keep still.',
    'head-injury': 'Keep the person still, lying down, with the head and neck in line, and do not let them get up and walk about. If they are not breathing normally, start CPR. If they vomit or are drowsy, turn them on their side, keeping the head and neck in line. Press a clean cloth on a bleeding scalp wound. Give nothing to eat or drink, and stay with them until help arrives: a person who seems fine can get worse hours later.',
    fainting: 'Check whether the person is breathing normally. If not, start CPR now: push hard and fast in the centre of the chest, about twice a second, and keep going until help arrives or they wake up. If they are breathing but do not wake up, turn them on their side and stay with them. Someone who fainted and is awake again should stay lying down until they feel well. Give nothing by mouth.',
    stroke: 'Note the time the signs started: treatment works best in the first hours. Keep the person lying down with the head slightly raised, and give nothing to eat or drink.',
    seizure: 'Clear the space around the person and cushion the head. Do not hold them down and put nothing in the mouth. When the shaking stops, turn them on their side.',
    poisoning: 'Do not make the person vomit. Keep the container, the strip or the name of what was taken, and show it at the hospital.',
    'snake-bite': 'Keep the person still and calm, with the bitten limb still and below heart level. Remove rings and tight items. Do not cut the wound, suck it, or tie a tight band. Go quickly to the nearest government hospital or health centre: anti-snake venom is the treatment, and only a hospital can give it.',
    allergy: 'If an adrenaline auto-injector has been prescribed, use it now. Lie down with the legs raised, or sit up if breathing is hard. Do not stand or walk. Remove the trigger if you can (a sting, food in the mouth).',
    'child-fever': 'A high fever with a stiff neck, confusion, unusual drowsiness, fits or a rash that does not fade when pressed needs a hospital now. Keep the child lightly dressed and offer sips of fluid if awake.',
    pregnancy: `Lie down on your left side, and go to the hospital where you are registered or the nearest one now. For transport, ${N.mothersAndInfants} serves pregnant women free of charge. Take your pregnancy card or reports.`,
    burns: 'Cool the burn under cool running water for 20 minutes. Remove rings and clothing near the burn unless stuck to the skin. Cover it loosely with cling film or a clean cloth. No ice, butter, oil or toothpaste. For electric burns, switch off the power before touching the person.',
  },
  hi: {
    'chest-pain': 'सब काम रोकें और आराम से बैठकर या आधा लेटकर आराम करें (या व्यक्ति की मदद करें), और तंग कपड़े ढीले करें। सीने में दर्द वाला व्यक्ति खुद गाड़ी चलाकर अस्पताल न जाए और अकेला न रहे। अगर व्यक्ति गिर जाए और सांस ठीक न चले, तो सीपीआर शुरू करें: मदद आने तक छाती के बीच में ज़ोर से और तेज़ी से दबाएं।',
    breathing: 'सीधे बैठें, थोड़ा आगे झुककर (या व्यक्ति की मदद करें), और तंग कपड़े ढीले करें। अगर डॉक्टर ने इनहेलर दिया है तो सिखाए अनुसार लें। ताज़ी हवा में रहें, और व्यक्ति को अकेला न छोड़ें।',
    bleeding: 'साफ कपड़े से घाव को ज़ोर से दबाएं और देखने के लिए बार-बार न हटाएं। हो सके तो चोट वाला हिस्सा ऊपर उठाएं। अगर खून अंदर से है (खून की उल्टी, खांसी में खून, काला मल), तो लेट जाएं और हिलें नहीं।',
    'head-injury': 'व्यक्ति को लिटाकर स्थिर रखें, सिर और गर्दन सीधी रेखा में, और उठकर चलने न दें। सांस ठीक न चले तो सीपीआर शुरू करें। उल्टी हो या नींद आ रही हो तो सिर और गर्दन सीधी रखते हुए करवट दिलाएं। सिर के घाव से खून बहे तो साफ कपड़े से दबाएं। खाने-पीने को कुछ न दें, और मदद आने तक साथ रहें: ठीक दिखने वाला व्यक्ति भी घंटों बाद बिगड़ सकता है।',
    fainting: 'देखें कि व्यक्ति ठीक से सांस ले रहा है या नहीं। अगर नहीं, तो अभी सीपीआर शुरू करें: छाती के बीच में ज़ोर से और तेज़ी से दबाएं, लगभग एक सेकंड में दो बार, और मदद आने या होश आने तक करते रहें। अगर सांस चल रही है पर होश नहीं आ रहा, तो करवट से लिटाएं और साथ रहें। जिसे होश आ गया हो, वह ठीक महसूस होने तक लेटा रहे। मुंह से कुछ न दें।',
    stroke: 'लक्षण शुरू होने का समय नोट करें: इलाज पहले कुछ घंटों में सबसे अच्छा काम करता है। व्यक्ति को सिर थोड़ा ऊंचा रखकर लिटाएं, और खाने-पीने को कुछ न दें।',
    seizure: 'आसपास की जगह खाली करें और सिर के नीचे कुछ नरम रखें। व्यक्ति को पकड़कर न रोकें और मुंह में कुछ न डालें। झटके रुकने पर करवट से लिटाएं।',
    poisoning: 'उल्टी न करवाएं। जो खाया या पिया उसका डिब्बा, पत्ता या नाम साथ रखें और अस्पताल में दिखाएं।',
    'snake-bite': 'व्यक्ति को शांत और स्थिर रखें, काटे गए अंग को हिलाएं नहीं और दिल से नीचे रखें। अंगूठी और तंग चीज़ें उतार दें। घाव को न काटें, न चूसें, न कसकर बांधें। जल्दी से नज़दीकी सरकारी अस्पताल जाएं: इलाज एंटी-स्नेक वेनम है, जो केवल अस्पताल दे सकता है।',
    allergy: 'अगर डॉक्टर ने एड्रेनालिन ऑटो-इंजेक्टर दिया है तो अभी लगाएं। पैर ऊपर करके लेट जाएं, या सांस में दिक्कत हो तो बैठ जाएं। खड़े न हों, चलें नहीं। हो सके तो कारण हटाएं (डंक, मुंह में खाना)।',
    'child-fever': 'तेज बुखार के साथ गर्दन में अकड़न, उलझन, असामान्य सुस्ती, झटके, या दबाने पर न मिटने वाले दाने हों तो बच्चे को अभी अस्पताल ले जाएं। हल्के कपड़े पहनाएं और जागा हो तो घूंट-घूंट पानी दें।',
    pregnancy: `बाईं करवट लेट जाएं, और जहां पंजीकरण है उस अस्पताल या नज़दीकी अस्पताल अभी जाएं। गर्भवती महिलाओं के लिए मुफ्त वाहन: ${N.mothersAndInfants}। अपना गर्भावस्था कार्ड या रिपोर्ट साथ ले जाएं।`,
    burns: 'जले हिस्से को 20 मिनट तक ठंडे बहते पानी में रखें। जले हिस्से के पास की अंगूठी और कपड़े हटाएं, जब तक वे त्वचा से चिपके न हों। साफ कपड़े से ढीला ढकें। बर्फ, मक्खन, तेल या टूथपेस्ट न लगाएं। करंट से जले व्यक्ति को छूने से पहले बिजली बंद करें।',
  },
};

export interface EmergencyCard {
  /** The emergencies found, most urgent first. */
  categories: RedFlagCategory[];
  /** Numbers to call, in order: Tele-MANAS first for self-harm, then 112 and 108; 102 too for a pregnancy or a child's fever. */
  numbers: string[];
  /** The first thing to do, in one line. */
  firstAction: string;
  language: AnswerLanguage;
}

/** The emergency card's data: the web chat shows it as an alert card with tap-to-call links. */
export function emergencyCard(categories: readonly RedFlagCategory[], language: AnswerLanguage): EmergencyCard {
  const selfHarm = categories.includes('self-harm');
  const numbers: string[] = selfHarm ? [N.teleManas, N.emergency, N.ambulance] : [N.emergency, N.ambulance];
  // 102: free transport to hospital for pregnant women and sick infants.
  if (categories.includes('pregnancy') || categories.includes('child-fever')) numbers.push(N.mothersAndInfants);
  return { categories: [...categories], numbers, firstAction: FIRST_ACTION[language][categories[0]], language };
}

/**
 * The first line of an emergency answer, with the numbers: it is the stream's first event, so a
 * client that shows only the beginning still shows whom to call.
 */
export function emergencyHeadline(categories: readonly RedFlagCategory[], language: AnswerLanguage): string {
  const selfHarm = categories.includes('self-harm');
  if (language === 'hi') {
    return selfHarm
      ? `**आप अकेले नहीं हैं। अभी टेली-मानस ${N.teleManas} (या ${N.teleManasTollFree}) पर कॉल करें; खतरे में हों तो ${N.emergency} या एम्बुलेंस ${N.ambulance}।**`
      : `**यह आपातकाल हो सकता है। अभी ${N.emergency} (आपातकाल) या ${N.ambulance} (एम्बुलेंस) पर कॉल करें**, या नज़दीकी अस्पताल के इमरजेंसी विभाग जाएं।`;
  }
  return selfHarm
    ? `**You do not have to face this alone. Please call Tele-MANAS on ${N.teleManas} (or ${N.teleManasTollFree}) now; if you are in danger, call ${N.emergency} or ${N.ambulance}.**`
    : `**This may be an emergency. Call ${N.emergency} (emergency) or ${N.ambulance} (ambulance) now**, or go to the nearest hospital emergency department.`;
}

const HINGLISH_LINE = `Emergency mein turant **${N.emergency}** ya ambulance ke liye **${N.ambulance}** par call karein. Mann ki pareshani ke liye Tele-MANAS **${N.teleManas}** (24x7, free).`;

/**
 * The block that opens the answer to a red-flag message, before anything else: the headline
 * with the numbers, then the first steps for each emergency found, then Tele-MANAS. Every variant
 * carries 112, 108 and Tele-MANAS. `hinglish` adds a line in Hindi written in Latin letters.
 */
export function emergencyNotice(categories: readonly RedFlagCategory[], language: AnswerLanguage, hinglish = false): string {
  const hi = language === 'hi';
  const lines: string[] = [emergencyHeadline(categories, language), ''];
  if (categories.includes('self-harm')) {
    lines.push(
      hi
        ? 'टेली-मानस मुफ्त और गोपनीय है, 24x7 खुला है और कई भारतीय भाषाओं में बात करता है।'
        : 'Tele-MANAS is free, confidential, open 24x7 and speaks many Indian languages.',
      '',
      hi ? `- ${FIRST_ACTION.hi['self-harm']}` : `- ${FIRST_ACTION.en['self-harm']}`,
      hi ? '- अपनी भावनाएं किसी भरोसेमंद व्यक्ति को बताएं।' : '- If you can, tell someone you trust how you feel.',
    );
  } else {
    lines.push(hi ? 'यह ठीक होने का इंतज़ार न करें।' : 'Do not wait to see if it passes.', '');
  }
  for (const category of categories) {
    if (category !== 'self-harm') lines.push(`- ${FIRST_STEPS[language][category]}`);
  }
  if (!categories.includes('self-harm')) {
    lines.push(hi ? `- आत्महत्या या खुद को नुकसान पहुंचाने के विचार हों तो टेली-मानस **${N.teleManas}** पर कॉल करें, 24x7।` : `- For thoughts of suicide or self-harm, Tele-MANAS is on **${N.teleManas}**, 24x7.`);
  }
  if (hinglish && !hi) lines.push('', HINGLISH_LINE);
  lines.push('', '---', '', '');
  return lines.join('\n');
}
