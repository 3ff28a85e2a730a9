export const MANDI_HISTORY_DAYS = [30, 90, 365] as const;
