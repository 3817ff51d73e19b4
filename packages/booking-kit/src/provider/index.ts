export {
  BookingKitProvider,
  useHandleError,
  useKit,
  useSession,
  type BookingKitProviderProps,
  type KitDestination,
  type KitSettings,
} from "./booking-kit-provider";
