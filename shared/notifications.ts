/** One notification as GET /api/notifications and GET /api/admin-notifications list it (newest first). */
export interface NotificationJson {
  id: string;
  type: string;
  related_id: string | null;
  message: string | null;
  read: boolean;
  created_at: string;
}

/** PUT /api/notifications/{id}: what the click leads to. */
export interface NotificationReadJson {
  type: string;
  related_id: string | null;
}

/** A new order as the app announces it: « Nouvelle commande K7P2QX — Awa Diallo — 15 000 F CFA ». */
export interface NewOrderSummary {
  code: string;
  name: string;
  total: number;
  currency: string;
}

/** GET /api/notifications/new?since=ISO: the unread count, and the unread notifications written since then. */
export interface NewNotificationsJson {
  unread: number;
  /** the server's clock: the next question asks from a little before it (a commit may land late), by id deduplicated */
  now: string;
  data: (NotificationJson & { order: NewOrderSummary | null })[];
}

/** PUT /api/notifications/read-all: how many were marked read. */
export interface AllReadJson {
  updated: number;
}

/** How often the open, visible app asks for new notifications (a few seconds: a new order is heard at once). */
export const NEW_NOTIFICATIONS_POLL_MS = 3000;
