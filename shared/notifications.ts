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
