export { BookingKitProvider, type BookingKitProviderProps } from "./booking-kit-provider";
export {
  ACCOUNT_PAGES,
  ServerSession,
  useExpireSession,
  useHandleError,
  useKit,
  useLogout,
  useSession,
  type AccountPage,
  type KitContextValue,
  type KitDestination,
  type KitSettings,
} from "../kit-context";
