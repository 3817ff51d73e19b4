export {
  NOTIFICATION_DEFAULTS,
  NotificationProvider,
  Notifier,
  notificationVariants,
  useNotify,
  type Notification,
  type NotificationKind,
  type NotificationProviderProps,
  type NotifierProps,
  type Notify,
  type NotifyOptions,
} from "./notifications";
