import { EMERGENCY_NUMBERS as N } from '@redhope/domain';
import { hasDevanagari, words } from '../text/fold';
import type { RedFlagCategory } from './red-flags';

/** What to do in the minutes before help arrives; short, safe, and never a medicine or a dose. */
const FIRST_STEPS: Record<Exclude<RedFlagCategory, 'self-harm'>, string> = {
  'chest-pain': 'Stop what you are doing and sit or lie down in a comfortable position. Loosen tight clothing. Do not drive yourself to hospital, and do not stay alone.',
  breathing: 'Sit upright, leaning slightly forward, and loosen tight clothing. If an inhaler has been prescribed for you, use it as you were taught. Get fresh air and do not stay alone.',
  bleeding: 'Press firmly on the wound with a clean cloth and keep pressing without lifting to look. Raise the injured part if you can. If bleeding is from inside (vomiting or coughing blood, or bleeding in pregnancy), lie down and keep still.',
  fainting: 'Lay the person flat on their back and raise their legs. If they do not wake up within a minute, or are not breathing normally, turn them on their side and call for help at once. Give nothing by mouth.',
  stroke: 'Note the time the signs started: treatment works best in the first hours. Keep the person lying down with the head slightly raised, and give nothing to eat or drink.',
  seizure: 'Clear the space around the person and cushion the head. Do not hold them down and put nothing in the mouth. When the shaking stops, turn them on their side.',
  poisoning: 'Do not make the person vomit. Keep the container or the name of what was taken, and show it at the hospital.',
  'snake-bite': 'Keep the person still and calm, with the bitten limb still and below heart level. Remove rings and tight items. Do not cut the wound, suck it, or tie a tight band. Go quickly to the nearest government hospital or health centre: anti-snake venom is the treatment, and only a hospital can give it.',
};

const HINGLISH_MARKERS = new Set(['hai', 'hain', 'ho', 'raha', 'rahi', 'rhi', 'mujhe', 'mera', 'meri', 'mere', 'kya', 'nahi', 'nhi', 'bahut', 'mein', 'ke', 'ki', 'ka', 'aur', 'kar', 'gaya', 'gayi']);

function hindiLine(prompt: string): string {
  if (hasDevanagari(prompt)) {
    return `आपातकाल में अभी **${N.emergency}** या एम्बुलेंस के लिए **${N.ambulance}** पर कॉल करें। मानसिक स्वास्थ्य सहायता: टेली-मानस **${N.teleManas}** (24x7, निःशुल्क)।`;
  }
  if (words(prompt).some((word) => HINGLISH_MARKERS.has(word))) {
    return `Emergency mein turant **${N.emergency}** ya ambulance ke liye **${N.ambulance}** par call karein. Mann ki pareshani ke liye Tele-MANAS **${N.teleManas}** (24x7, free).`;
  }
  return '';
}

/**
 * The block that opens the answer to a red-flag message, before anything else. Every variant
 * carries all three numbers: 112, 108 and Tele-MANAS.
 */
export function emergencyNotice(category: RedFlagCategory, prompt: string): string {
  const lines: string[] = [];
  if (category === 'self-harm') {
    lines.push(
      `**You do not have to face this alone. Please call Tele-MANAS on ${N.teleManas} (or ${N.teleManasTollFree}) now.** It is free, confidential, open 24x7 and speaks many Indian languages.`,
      '',
      `If you are in danger right now or have hurt yourself, call **${N.emergency}** (emergency) or **${N.ambulance}** (ambulance), or go to the nearest hospital emergency department.`,
      '',
      '- If you can, stay with someone you trust, or tell them how you feel.',
      '- Move away from anything you could use to hurt yourself.',
    );
  } else {
    lines.push(
      `**This may be an emergency. Call ${N.emergency} (emergency) or ${N.ambulance} (ambulance) now**, or go to the nearest hospital emergency department. Do not wait to see if it passes.`,
      '',
      `- ${FIRST_STEPS[category]}`,
      `- For thoughts of suicide or self-harm, Tele-MANAS is on **${N.teleManas}**, 24x7.`,
    );
  }
  const hindi = hindiLine(prompt);
  if (hindi) lines.push('', hindi);
  lines.push('', '---', '', '');
  return lines.join('\n');
}
