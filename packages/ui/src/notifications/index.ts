export {
  NOTIFICATION_DEFAULTS,
  NotificationProvider,
  useNotify,
  type Notification,
  type NotificationKind,
  type NotificationProviderProps,
  type Notify,
} from "./notifications";
