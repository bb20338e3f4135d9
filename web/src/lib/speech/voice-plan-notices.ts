import { toast } from '@/lib/toast';
import type { VoiceChangePlan } from '@/lib/speech/plan-voice-changes';
import { speechTexts } from '@/lib/speech/speech-texts';

/** The toasts after a voice result is applied (spec §4, §5, §8). */
export function showVoicePlanNotices(plan: VoiceChangePlan): void {
  if (plan.repeated.length > 0) {
    toast.warning(speechTexts.duplicatesTitle, { description: speechTexts.duplicatesMessage(plan.repeated) });
  }
  if (plan.notice === 'item-not-found')
    toast.info(speechTexts.itemNotFoundTitle, { description: speechTexts.itemNotFoundMessage });
  if (plan.notice === 'no-action') toast.info(speechTexts.noActionTitle, { description: speechTexts.noActionMessage });
}
