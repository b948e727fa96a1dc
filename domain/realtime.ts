// The /realtime/v1 WebSocket protocol, shared by the server and the web
// client (server/realtime/README.md explains it). Every frame is one JSON
// object with a `type`. No runtime dependency: the web client loads this with
// its socket, and the server validates the client's frames with its own
// schema (server/realtime/realtime-client-message.schema.ts).

export const REALTIME_TOPICS = ['notifications', 'restaurants', 'reviews', 'votes'] as const;
export type RealtimeTopic = (typeof REALTIME_TOPICS)[number];

export type RealtimeChange = 'INSERT' | 'UPDATE' | 'DELETE';

/** Close codes of the server (4000–4999 are free for applications). */
export const REALTIME_CLOSE = {
  /** Missing, invalid, expired or signed-out token: sign in or refresh, then reconnect. */
  unauthorized: 4001,
} as const;

/** A notification as the bell shows it (the same shape as GET /rest/v1/notifications items). */
export type NotificationItem = {
  id: string;
  type: string;
  title: string;
  message: string;
  review_id: string | null;
  moderation_action_id: string | null;
  restaurant_id: string | null;
  read_at: string | null;
  created_at: string;
};

/** What each topic's events carry. */
export type RealtimeRecords = {
  /** INSERT and UPDATE: the whole notification; DELETE: its id only. */
  notifications: NotificationItem | { id: string };
  restaurants: { id: string };
  reviews: { id: string; restaurant_id: string };
  /** The likes or dislikes of a review changed (always an UPDATE); `id` is the review's. */
  votes: { id: string; restaurant_id: string };
};

export type RealtimeEvent<T extends RealtimeTopic = RealtimeTopic> = {
  [K in T]: { type: 'event'; topic: K; event: RealtimeChange; record: RealtimeRecords[K] };
}[T];

export type RealtimeServerMessage =
  | { type: 'auth_ok'; user_id: string; expires_at: number }
  | { type: 'subscribed'; topic: RealtimeTopic }
  | { type: 'unsubscribed'; topic: RealtimeTopic }
  | { type: 'error'; code: 'bad_message'; message: string }
  | RealtimeEvent;

/** What the client sends. `auth` is the first frame, and comes again whenever auth-js refreshes the session. */
export type RealtimeClientMessage =
  | { type: 'auth'; access_token: string }
  | { type: 'subscribe'; topic: RealtimeTopic }
  | { type: 'unsubscribe'; topic: RealtimeTopic };

/** Longest access token an auth frame may carry. */
export const REALTIME_TOKEN_MAX_LENGTH = 8192;

/** Largest frame the server accepts: an auth frame with a long token fits easily. */
export const REALTIME_MAX_FRAME_BYTES = 16 * 1024;
