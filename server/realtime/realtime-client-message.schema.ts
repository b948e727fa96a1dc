// The frames a client may send (domain/realtime.ts), checked before the hub acts on one.
import { z } from 'zod';
import { REALTIME_TOKEN_MAX_LENGTH, REALTIME_TOPICS, type RealtimeClientMessage } from '../../domain/realtime';

const topicSchema = z.enum(REALTIME_TOPICS);

export const realtimeClientMessageSchema: z.ZodType<RealtimeClientMessage> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), access_token: z.string().min(1).max(REALTIME_TOKEN_MAX_LENGTH) }),
  z.object({ type: z.literal('subscribe'), topic: topicSchema }),
  z.object({ type: z.literal('unsubscribe'), topic: topicSchema }),
]);
