import * as z from 'zod/mini';
import { listIdSchema } from '../lists/list-schemas';

/**
 * The live-updates protocol (issue 24). The client sends JSON frames whose `action` picks the
 * route (API Gateway's route selection `$request.body.action`); the server answers each with
 * one frame and pushes nudges. A nudge carries no list data: the client fetches what changed.
 */
export const liveActions = ['watch', 'ping'] as const;

/** Frames larger than this are refused (a valid one is under 100 bytes). */
export const maxClientFrameBytes = 1024;

export const clientFrameSchema = z.discriminatedUnion('action', [
  /** Watch this list (the one on screen); replaces the list watched before. */
  z.strictObject({ action: z.literal('watch'), listId: listIdSchema }),
  /** Keeps the connection from API Gateway's 10-minute idle close. */
  z.strictObject({ action: z.literal('ping') }),
]);

export type ClientFrame = z.infer<typeof clientFrameSchema>;

export type ServerFrame =
  | { type: 'watching'; listId: string; version: number }
  | { type: 'pong' }
  | { type: 'nudge'; listId: string; version: number }
  | { type: 'error'; message: string };

/** The pt-BR texts of refused frames. */
export const liveMessages = {
  notJson: 'A mensagem não é um JSON válido.',
  tooLarge: 'A mensagem é grande demais.',
  unknown: 'Mensagem desconhecida.',
  invalid: 'Mensagem inválida.',
  throttled: 'Muitas mensagens em pouco tempo. Aguarde alguns segundos.',
  unknownConnection: 'Conexão encerrada. Conecte-se de novo.',
} as const;
