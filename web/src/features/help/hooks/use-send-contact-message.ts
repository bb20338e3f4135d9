import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { sendContactMessage, type ContactMessageInput } from '../api/send-contact-message';
import { helpTexts } from '../help-texts';
import { ApiError } from '@/lib/api-client';

/**
 * The server's pt-BR message when it answered with one; otherwise (offline, an answer
 * without a message) the spec §8 fallback "Erro ao enviar mensagem. Tente novamente.".
 */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && !error.code.startsWith('HTTP_')) return error.message;
  return helpTexts.sendFailed;
}

/**
 * Sends the contact form (spec §8 Contact): a success toast "Mensagem enviada com
 * sucesso!" and `onSent` (the form clears itself), or an error toast with the message.
 */
export function useSendContactMessage({ onSent }: { onSent: () => void }) {
  return useMutation({
    mutationFn: (input: ContactMessageInput) => sendContactMessage(input),
    onSuccess: () => {
      toast.success(helpTexts.sent);
      onSent();
    },
    onError: (error) => {
      console.warn('Falha ao enviar mensagem de contato', error);
      toast.error(failureMessage(error));
    },
  });
}
